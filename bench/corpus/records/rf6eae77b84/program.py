import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
lhs = relax.Var('lhs', T((5,), 'float32'))
with bb.function('main', [lhs]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.reshape(lhs, [5, 5, 7]))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
