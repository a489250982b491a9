import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((13, 7), 'float32'))
rhs = relax.Var('rhs', T((9, 13), 'float32'))
with bb.function('main', [w, rhs]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.sigmoid(w))
        lv1 = bb.emit(relax.op.matmul(lv0, rhs))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
