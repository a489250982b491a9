import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((1, 14, 12, 12), 'float16'))
rhs = relax.Var('rhs', T((10, 9, 1, 1), 'float16'))
with bb.function('main', [w, rhs]):
    lv1 = bb.emit(relax.op.nn.conv2d(w, rhs, padding=1, groups=1, data_layout='NCHW'))
    bb.emit_func_output(lv1)
mod = bb.get()
