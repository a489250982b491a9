import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

lhs = relax.Var('lhs', T((7, 9), 'float32'))
e = lhs
for _ in range(7211):
    e = relax.op.exp(e)
bb = relax.BlockBuilder()
with bb.function('main', [lhs]):
    o = bb.emit(e)
    bb.emit_func_output(o)
