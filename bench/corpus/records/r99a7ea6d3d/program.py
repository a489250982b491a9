import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

rhs = relax.Var('rhs', T((8,), 'float32'))
e = rhs
for _ in range(25170):
    e = relax.op.floor(e)
e.script(show_meta=False)
