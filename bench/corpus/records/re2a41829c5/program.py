import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
k, n = tirx.Var('k', 'int64'), tirx.Var('n', 'int64')
x = relax.Var('x', T((k, 4, 6), 'float32'))
data = relax.Var('data', T((n, 4, 6), 'float32'))
with bb.function('main', [x, data]):
    lv = bb.emit(relax.op.power(x, data))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
