import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

rhs = relax.Var('rhs', T((7, 6), 'float32'))
e = rhs
for _ in range(21931):
    e = relax.op.sqrt(e)
print(e.script())
