import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((4, 8), 'float32'))
x = relax.Var('x', T((8, 4), 'float32'))
with bb.function('main', [a, x]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(a, x))
        lv1 = bb.emit(relax.op.exp(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.Gradient('main')(mod)
