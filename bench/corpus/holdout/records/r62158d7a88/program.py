import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
lhs = relax.Var('lhs', T((3, 4), 'float64'))
b = relax.Var('b', T((3, 4), 'int32'))
x = relax.Var('x', T((3, 4), 'int32'))
data = relax.Var('data', T((3, 4), 'int32'))
with bb.function('main', [lhs, b, x, data]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.concat([lhs, b, x, data], axis=1))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
