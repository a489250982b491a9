import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
b = relax.Var('b', T((2, 5), 'float32'))
inp = relax.Var('inp', T((5, 8), 'float32'))
with bb.function('main', [b, inp]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(b, inp))
        lv1 = bb.emit(relax.op.exp(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.Gradient('foo')(mod)
