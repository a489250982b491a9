import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((5, 2), 'float32'))
rhs = relax.Var('rhs', T((2, 6), 'float32'))
with bb.function('main', [a, rhs]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(a, rhs))
        lv1 = bb.emit(relax.op.abs(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
mod['main_1']
