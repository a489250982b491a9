import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((4, 4, 5), 'float64'))
with bb.function('main', [a]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.reshape(a, [6, 3]))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
