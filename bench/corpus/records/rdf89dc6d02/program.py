import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
batch, k = tirx.Var('batch', 'int64'), tirx.Var('k', 'int64')
rhs = relax.Var('rhs', T((batch, 9, 8), 'float64'))
t = relax.Var('t', T((k, 9, 8), 'float64'))
with bb.function('main', [rhs, t]):
    lv = bb.emit(relax.op.floor_divide(rhs, t))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
