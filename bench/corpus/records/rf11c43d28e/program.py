import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
inp = relax.Var('inp', T((5,), 'float64'))
x = relax.Var('x', T((5,), 'float64'))
with bb.function('main', [x]):
    lv0 = bb.emit(relax.op.nn.relu(x))
    lv1 = bb.emit(relax.op.add(lv0, inp))
    bb.emit_func_output(lv1)
mod = bb.get()
relax.analysis.well_formed(mod)
