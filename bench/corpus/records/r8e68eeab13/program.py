import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((4, 5, 9, 12), 'float32'))
p0 = relax.Var('p0', T((5, 9, 1, 1), 'float32'))
with bb.function('main', [w, p0]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.sqrt(w))
        lv1 = bb.emit(relax.op.nn.conv2d(lv0, p0, strides=2, groups=1, data_layout='NCHW'))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
