import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
rhs = relax.Var('rhs', T((8, 2), 'float32'))
a = relax.Var('a', T((2, 4), 'float32'))
with bb.function('main', [rhs, a]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(rhs, a))
        lv1 = bb.emit(relax.op.abs(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.Gradient('main')(mod)
