import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((3, 5), 'float16'))
with bb.function('main', [p0]):
    lv0 = bb.emit(relax.op.nn.relu(p0))
    lv1 = bb.emit(relax.op.permute_dims(lv0, axes=[0]))
    bb.emit_func_output(lv1)
mod = bb.get()
