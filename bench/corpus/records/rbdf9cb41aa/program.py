import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
x = relax.Var('x', T((4, 7), 'float32'))
lhs = relax.Var('lhs', T((7, 2), 'float32'))
with bb.function('main', [x, lhs]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(x, lhs))
        lv1 = bb.emit(relax.op.exp(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.Gradient('main')(mod)
