import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
x = relax.Var('x', T((4,), 'float64'))
b = relax.Var('b', T((4,), 'float64'))
with bb.function('main', [b]):
    lv1 = bb.emit(relax.op.minimum(b, x))
    bb.emit_func_output(lv1)
mod = bb.get()
tvm.compile(mod, target='llvm')
