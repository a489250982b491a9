import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
b = relax.Var('b', T((6, 7, 6, 8), 'float32'))
with bb.function('main', [b]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.reshape(b, [2]))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
