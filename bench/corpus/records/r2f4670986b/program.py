import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
n, len = tirx.Var('n', 'int64'), tirx.Var('len', 'int64')
b = relax.Var('b', T((n, 6), 'float32'))
data = relax.Var('data', T((len, 6), 'float32'))
with bb.function('main', [b, data]):
    lv = bb.emit(relax.op.minimum(b, data))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
