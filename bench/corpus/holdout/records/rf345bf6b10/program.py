import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
m, n = tirx.Var('m', 'int64'), tirx.Var('n', 'int64')
rhs = relax.Var('rhs', T((m, 6), 'float16'))
inp = relax.Var('inp', T((n, 6), 'float16'))
with bb.function('main', [rhs, inp]):
    lv = bb.emit(relax.op.maximum(rhs, inp))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
