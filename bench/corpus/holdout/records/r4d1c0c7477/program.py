import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
k, len = tirx.Var('k', 'int64'), tirx.Var('len', 'int64')
data = relax.Var('data', T((k, 9), 'float64'))
lhs = relax.Var('lhs', T((len, 9), 'float64'))
with bb.function('main', [data, lhs]):
    lv = bb.emit(relax.op.multiply(data, lhs))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
