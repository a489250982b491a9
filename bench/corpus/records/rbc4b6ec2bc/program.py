import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
x = relax.Var('x', T((2, 2), 'int32'))
with bb.function('main', [x]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.permute_dims(x, axes=[2, 4, 3, 0, 1]))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
