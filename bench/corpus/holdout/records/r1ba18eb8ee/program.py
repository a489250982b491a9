import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

p1 = relax.Var('p1', T((3, 3, 7), 'float32'))
e = p1
for _ in range(6755):
    e = relax.op.negative(e)
bb = relax.BlockBuilder()
with bb.function('main', [p1]):
    o = bb.emit(e)
    bb.emit_func_output(o)
