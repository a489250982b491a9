import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
rhs = relax.Var('rhs', T((4,), 'float64'))
lhs = relax.Var('lhs', T((4, 3), 'float64'))
with bb.function('main', [rhs, lhs]):
    lv1 = bb.emit(relax.op.concat([rhs, lhs], axis=0))
    bb.emit_func_output(lv1)
mod = bb.get()
