import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
data = relax.Var('data', T((6, 4), 'float32'))
lhs = relax.Var('lhs', T((4, 3), 'float32'))
with bb.function('main', [data, lhs]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(data, lhs))
        lv1 = bb.emit(relax.op.exp(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
mod.get_global_var('foo')
