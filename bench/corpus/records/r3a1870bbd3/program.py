import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((1, 6, 4), 'float64'))
with bb.function('main', [a]):
    lv0 = bb.emit(relax.op.tanh(a))
    lv1 = bb.emit(relax.op.squeeze(lv0, axis=[4]))
    bb.emit_func_output(lv1)
mod = bb.get()
