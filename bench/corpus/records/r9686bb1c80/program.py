import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
k, seq = tirx.Var('k', 'int64'), tirx.Var('seq', 'int64')
data = relax.Var('data', T((k, 4), 'float64'))
rhs = relax.Var('rhs', T((seq, 4), 'float64'))
with bb.function('main', [data, rhs]):
    lv = bb.emit(relax.op.power(data, rhs))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
