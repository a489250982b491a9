import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((8,), 'float32'))
with bb.function('main', [a]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.argmax(a, axis=1))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
