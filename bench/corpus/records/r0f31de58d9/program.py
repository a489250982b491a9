import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
data = relax.Var('data', T((1, 2, 15, 5), 'float32'))
lhs = relax.Var('lhs', T((1, 2, 12, 5), 'float32'))
with bb.function('main', [data, lhs]):
    lv0 = bb.emit(relax.op.sqrt(data))
    lv1 = bb.emit(relax.op.matmul(lv0, lhs))
    bb.emit_func_output(lv1)
mod = bb.get()
