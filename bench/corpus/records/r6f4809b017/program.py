import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
batch, len = tirx.Var('batch', 'int64'), tirx.Var('len', 'int64')
p0 = relax.Var('p0', T((batch, 8), 'float16'))
b = relax.Var('b', T((len, 8), 'float16'))
with bb.function('main', [p0, b]):
    lv = bb.emit(relax.op.add(p0, b))
    bb.emit_func_output(lv)
mod = bb.get()
tvm.compile(mod, target='llvm')
