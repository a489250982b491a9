import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
y = relax.Var('y', T((3, 3, 5, 6), 'float64'))
inp = relax.Var('inp', T((3, 3, 4, 9), 'float64'))
with bb.function('main', [y, inp]):
    lv0 = bb.emit(relax.op.nn.relu(y))
    lv1 = bb.emit(relax.op.matmul(lv0, inp))
    bb.emit_func_output(lv1)
mod = bb.get()
