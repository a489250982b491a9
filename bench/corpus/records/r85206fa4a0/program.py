import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((5, 6), 'float32'))
with bb.function('main', [p0]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.permute_dims(p0, axes=[3, 2, 0, 1]))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
