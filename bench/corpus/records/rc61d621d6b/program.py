import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

c = relax.const(np.ones((3221225472,), 'float32'))
