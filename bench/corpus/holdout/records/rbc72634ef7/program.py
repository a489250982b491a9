import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
data = relax.Var('data', T((5,), 'float32'))
lhs = relax.Var('lhs', T((5,), 'int32'))
with bb.function('main', [data, lhs]):
    lv1 = bb.emit(relax.op.divide(data, lhs))
    bb.emit_func_output(lv1)
mod = bb.get()
