import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
data = relax.Var('data', T((8,), 'float64'))
p1 = relax.Var('p1', T((8,), 'int32'))
rhs = relax.Var('rhs', T((8,), 'int32'))
lhs = relax.Var('lhs', T((8,), 'int32'))
with bb.function('main', [data, p1, rhs, lhs]):
    lv1 = bb.emit(relax.op.concat([data, p1, rhs, lhs], axis=0))
    bb.emit_func_output(lv1)
mod = bb.get()
