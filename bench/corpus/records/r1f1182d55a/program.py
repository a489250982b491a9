import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
rhs = relax.Var('rhs', T((3, 9, 8, 3), 'int32'))
p1 = relax.Var('p1', T((6, 9, 8, 3), 'int32'))
with bb.function('main', [rhs, p1]):
    lv1 = bb.emit(relax.op.minimum(rhs, p1))
    bb.emit_func_output(lv1)
mod = bb.get()
