import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((2, 15, 9, 17), 'float64'))
t = relax.Var('t', T((12, 1, 1, 1), 'float64'))
with bb.function('main', [w, t]):
    lv1 = bb.emit(relax.op.nn.conv2d(w, t, strides=1, padding=1, groups=1))
    bb.emit_func_output(lv1)
mod = bb.get()
