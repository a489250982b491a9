import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((7,), 'float16'))
data = relax.Var('data', T((7,), 'float64'))
inp = relax.Var('inp', T((7,), 'float64'))
with bb.function('main', [w, data, inp]):
    lv1 = bb.emit(relax.op.where(w, data, inp))
    bb.emit_func_output(lv1)
mod = bb.get()
