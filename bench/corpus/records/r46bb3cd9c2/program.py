import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((5, 6, 8), 'float32'))
lhs = relax.Var('lhs', T((5, 6, 8), 'float32'))
with bb.function('main', [lhs]):
    lv0 = bb.emit(relax.op.tanh(lhs))
    lv1 = bb.emit(relax.op.multiply(lv0, p0))
    bb.emit_func_output(lv1)
mod = bb.get()
relax.analysis.well_formed(mod)
