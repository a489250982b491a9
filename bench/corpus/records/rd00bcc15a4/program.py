import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

y = relax.Var('y', T((3, 5, 4), 'float32'))
e = y
for _ in range(6683):
    e = relax.op.negative(e)
bb = relax.BlockBuilder()
with bb.function('main', [y]):
    o = bb.emit(e)
    bb.emit_func_output(o)
