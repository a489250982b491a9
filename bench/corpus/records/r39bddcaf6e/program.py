import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
lhs = relax.Var('lhs', T((4, 2), 'float64'))
rhs = relax.Var('rhs', T((4, 2), 'int32'))
with bb.function('main', [lhs, rhs]):
    lv1 = bb.emit(relax.op.minimum(lhs, rhs))
    bb.emit_func_output(lv1)
mod = bb.get()
