import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
inp = relax.Var('inp', T((9, 8, 6), 'float32'))
t = relax.Var('t', T((9, 8, 6), 'float32'))
with bb.function('main', [t]):
    lv0 = bb.emit(relax.op.exp(t))
    lv1 = bb.emit(relax.op.subtract(lv0, inp))
    bb.emit_func_output(lv1)
mod = bb.get()
tvm.compile(mod, target='llvm')
