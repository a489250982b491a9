import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
batch, len = tirx.Var('batch', 'int64'), tirx.Var('len', 'int64')
w = relax.Var('w', T((batch, 8), 'float16'))
lhs = relax.Var('lhs', T((len, 8), 'float16'))
with bb.function('main', [w, lhs]):
    lv = bb.emit(relax.op.multiply(w, lhs))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
