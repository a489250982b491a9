import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
lhs = relax.Var('lhs', T((4, 2), 'int64'))
x = relax.Var('x', T((4, 2), 'float64'))
with bb.function('main', [lhs, x]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.power(lhs, x))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
