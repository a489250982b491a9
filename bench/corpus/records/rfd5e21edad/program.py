import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

w = relax.Var('w', T((9, 8, 8), 'float32'))
e = w
for _ in range(24983):
    e = relax.op.abs(e)
print(e.script())
