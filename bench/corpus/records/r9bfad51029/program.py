import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
k, batch = tirx.Var('k', 'int64'), tirx.Var('batch', 'int64')
b = relax.Var('b', T((k, 8), 'float64'))
y = relax.Var('y', T((batch, 8), 'float64'))
with bb.function('main', [b, y]):
    lv = bb.emit(relax.op.minimum(b, y))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
