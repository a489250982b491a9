import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((9,), 'float64'))
lhs = relax.Var('lhs', T((5,), 'float64'))
with bb.function('main', [a, lhs]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.exp(a))
        lv1 = bb.emit(relax.op.subtract(lv0, lhs))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
