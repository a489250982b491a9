import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
lhs = relax.Var('lhs', T((3, 6), 'int32'))
a = relax.Var('a', T((3,), 'int32'))
w = relax.Var('w', T((3,), 'int32'))
data = relax.Var('data', T((3,), 'int32'))
with bb.function('main', [lhs, a, w, data]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.concat([lhs, a, w, data], axis=0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
