import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
b = relax.Var('b', T((2, 10, 7, 11), 'float32'))
p0 = relax.Var('p0', T((9, 15, 3, 3), 'float32'))
with bb.function('main', [b, p0]):
    lv0 = bb.emit(relax.op.sigmoid(b))
    lv1 = bb.emit(relax.op.nn.conv2d(lv0, p0, padding=1, groups=1, data_layout='NCHW'))
    bb.emit_func_output(lv1)
mod = bb.get()
