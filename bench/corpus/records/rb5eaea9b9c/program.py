import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((9, 8), 'float32'))
data = relax.Var('data', T((8, 9), 'float32'))
with bb.function('main', [w, data]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(w, data))
        lv1 = bb.emit(relax.op.nn.silu(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.Gradient('main')(mod)
