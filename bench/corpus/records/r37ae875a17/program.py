import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((4, 3, 4), 'float64'))
t = relax.Var('t', T((4, 3, 4), 'float64'))
with bb.function('main', [t]):
    lv1 = bb.emit(relax.op.maximum(t, p0))
    bb.emit_func_output(lv1)
mod = bb.get()
relax.analysis.well_formed(mod)
