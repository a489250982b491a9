import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

x = relax.Var('x', T((6, 6, 2), 'float32'))
e = x
for _ in range(16331):
    e = relax.op.floor(e)
e.script()
