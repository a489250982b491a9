import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
y = relax.Var('y', T((7,), 'float32'))
with bb.function('main', [y]):
    lv1 = bb.emit(relax.op.nn.softmax(y, axis=-3))
    bb.emit_func_output(lv1)
mod = bb.get()
