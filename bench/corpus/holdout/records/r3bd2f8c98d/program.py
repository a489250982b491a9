import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((4, 2, 5, 7), 'int32'))
with bb.function('main', [p1]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.permute_dims(p1, axes=[2, 3, 0]))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
