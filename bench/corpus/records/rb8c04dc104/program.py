import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((4, 9, 3, 8), 'float64'))
lhs = relax.Var('lhs', T((3, 4), 'float64'))
with bb.function('main', [p0, lhs]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.power(p0, lhs))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
