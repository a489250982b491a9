import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
y = relax.Var('y', T((8, 2), 'float32'))
p0 = relax.Var('p0', T((2, 6), 'float32'))
with bb.function('main', [y, p0]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(y, p0))
        lv1 = bb.emit(relax.op.tanh(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.Gradient('main')(mod)
