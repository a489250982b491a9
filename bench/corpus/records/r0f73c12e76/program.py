import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

rhs = relax.Var('rhs', T((3,), 'float32'))
e = rhs
for _ in range(16573):
    e = relax.op.floor(e)
print(e.script())
