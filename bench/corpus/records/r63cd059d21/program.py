import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

p0 = relax.Var('p0', T((4, 3), 'float32'))
e = p0
for _ in range(3083):
    e = relax.op.negative(e)
bb = relax.BlockBuilder()
with bb.function('main', [p0]):
    o = bb.emit(e)
    bb.emit_func_output(o)
