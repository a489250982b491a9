import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((2, 4), 'float32'))
b = relax.Var('b', T((2, 4), 'float32'))
with bb.function('main', [b]):
    lv0 = bb.emit(relax.op.tanh(b))
    lv1 = bb.emit(relax.op.maximum(lv0, p1))
    bb.emit_func_output(lv1)
mod = bb.get()
relax.analysis.well_formed(mod)
