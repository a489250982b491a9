import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((14, 13), 'float64'))
t = relax.Var('t', T((8, 11), 'float64'))
with bb.function('main', [w, t]):
    lv1 = bb.emit(relax.op.matmul(w, t))
    bb.emit_func_output(lv1)
mod = bb.get()
