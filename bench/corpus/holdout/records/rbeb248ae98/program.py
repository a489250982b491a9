import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
rhs = relax.Var('rhs', T((5, 8), 'int32'))
y = relax.Var('y', T((5, 8), 'float32'))
lhs = relax.Var('lhs', T((5, 8), 'float32'))
with bb.function('main', [rhs, y, lhs]):
    lv1 = bb.emit(relax.op.where(rhs, y, lhs))
    bb.emit_func_output(lv1)
mod = bb.get()
