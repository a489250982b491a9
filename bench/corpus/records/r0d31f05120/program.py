import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
t = relax.Var('t', T((8, 7, 4, 4), 'float64'))
with bb.function('main', [t]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.argmax(t, axis=-9))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
