import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
x = relax.Var('x', T((9, 4), 'float32'))
rhs = relax.Var('rhs', T((4, 9), 'float32'))
with bb.function('main', [x, rhs]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(x, rhs))
        lv1 = bb.emit(relax.op.sigmoid(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
mod.get_global_var('foo')
