import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
rhs = relax.Var('rhs', T((9, 4, 5), 'float32'))
with bb.function('main', [rhs]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.flip(rhs, axis=-5))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
