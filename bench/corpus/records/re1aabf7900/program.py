import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((9,), 'float32'))
x = relax.Var('x', T((9,), 'float32'))
with bb.function('main', [x]):
    lv1 = bb.emit(relax.op.minimum(x, p0))
    bb.emit_func_output(lv1)
mod = bb.get()
relax.analysis.well_formed(mod)
