import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((6, 7), 'float32'))
t = relax.Var('t', T((7, 6), 'float32'))
with bb.function('main', [a, t]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(a, t))
        lv1 = bb.emit(relax.op.sqrt(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.Gradient('main')(mod)
