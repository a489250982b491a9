import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

c = relax.const(np.full((5368709120,), 3, 'int64'))
