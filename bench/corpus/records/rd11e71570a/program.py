import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
seq, m = tirx.Var('seq', 'int64'), tirx.Var('m', 'int64')
a = relax.Var('a', T((seq, 5), 'float32'))
w = relax.Var('w', T((m, 5), 'float32'))
with bb.function('main', [a, w]):
    lv = bb.emit(relax.op.power(a, w))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
