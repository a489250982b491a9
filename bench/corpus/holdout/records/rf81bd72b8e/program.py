import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
n, len = tirx.Var('n', 'int64'), tirx.Var('len', 'int64')
b = relax.Var('b', T((n, 6), 'float64'))
p0 = relax.Var('p0', T((len, 6), 'float64'))
with bb.function('main', [b, p0]):
    lv = bb.emit(relax.op.add(b, p0))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
