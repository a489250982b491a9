import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
n, seq = tirx.Var('n', 'int64'), tirx.Var('seq', 'int64')
x = relax.Var('x', T((n, 9, 6), 'float32'))
a = relax.Var('a', T((seq, 9, 6), 'float32'))
with bb.function('main', [x, a]):
    lv = bb.emit(relax.op.multiply(x, a))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
