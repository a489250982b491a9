import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
rhs = relax.Var('rhs', T((4,), 'float32'))
y = relax.Var('y', T((4,), 'float32'))
with bb.function('main', [y]):
    lv0 = bb.emit(relax.op.tanh(y))
    lv1 = bb.emit(relax.op.minimum(lv0, rhs))
    bb.emit_func_output(lv1)
mod = bb.get()
relax.analysis.well_formed(mod)
