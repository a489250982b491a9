import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
len, k = tirx.Var('len', 'int64'), tirx.Var('k', 'int64')
w = relax.Var('w', T((len, 9, 2), 'float16'))
rhs = relax.Var('rhs', T((k, 9, 2), 'float16'))
with bb.function('main', [w, rhs]):
    lv = bb.emit(relax.op.add(w, rhs))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
