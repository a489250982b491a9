import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((8, 8), 'int64'))
with bb.function('main', [w]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.reshape(w, [7]))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
