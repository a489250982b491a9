import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
lhs = relax.Var('lhs', T((7, 3, 2), 'float64'))
p0 = relax.Var('p0', T((7, 3, 2), 'float64'))
with bb.function('main', [p0]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.nn.relu(p0))
        lv1 = bb.emit(relax.op.multiply(lv0, lhs))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.analysis.well_formed(mod)
