import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((6, 8), 'float32'))
with bb.function('main', [p1]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.flip(p1, axis=-5))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
