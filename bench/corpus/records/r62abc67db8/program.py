import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((9, 3, 7), 'float32'))
w = relax.Var('w', T((9, 3, 7), 'float64'))
with bb.function('main', [p1, w]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.add(p1, w))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
