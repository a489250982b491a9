import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((5, 2, 6), 'float32'))
inp = relax.Var('inp', T((5, 2, 6), 'float32'))
with bb.function('main', [inp]):
    lv0 = bb.emit(relax.op.tanh(inp))
    lv1 = bb.emit(relax.op.add(lv0, p0))
    bb.emit_func_output(lv1)
mod = bb.get()
tvm.compile(mod, target='llvm')
