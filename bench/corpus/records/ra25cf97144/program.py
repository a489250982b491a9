import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
batch, len = tirx.Var('batch', 'int64'), tirx.Var('len', 'int64')
lhs = relax.Var('lhs', T((batch, 8), 'float64'))
data = relax.Var('data', T((len, 8), 'float64'))
with bb.function('main', [lhs, data]):
    lv = bb.emit(relax.op.multiply(lhs, data))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
