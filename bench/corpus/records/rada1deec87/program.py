import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((5, 8), 'float64'))
w = relax.Var('w', T((5, 8), 'int32'))
with bb.function('main', [a, w]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.concat([a, w], axis=0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
