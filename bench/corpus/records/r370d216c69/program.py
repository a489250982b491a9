import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

y = relax.Var('y', T((5, 2, 4), 'float32'))
e = y
for _ in range(15199):
    e = relax.op.negative(e)
print(e.script())
