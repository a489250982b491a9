import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((4, 8, 16, 10), 'float16'))
data = relax.Var('data', T((16, 4, 1, 1), 'float16'))
with bb.function('main', [p0, data]):
    lv1 = bb.emit(relax.op.nn.conv2d(p0, data, strides=1, groups=1, data_layout='NHWC'))
    bb.emit_func_output(lv1)
mod = bb.get()
