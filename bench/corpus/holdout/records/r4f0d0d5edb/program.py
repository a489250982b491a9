import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((4, 6, 17), 'float64'))
rhs = relax.Var('rhs', T((5, 13, 5), 'float64'))
with bb.function('main', [w, rhs]):
    lv1 = bb.emit(relax.op.nn.conv1d(w, rhs))
    bb.emit_func_output(lv1)
mod = bb.get()
