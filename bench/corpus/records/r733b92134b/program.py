import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
x = relax.Var('x', T((3, 6), 'float32'))
rhs = relax.Var('rhs', T((3, 6), 'float32'))
with bb.function('main', [rhs]):
    lv1 = bb.emit(relax.op.add(rhs, x))
    bb.emit_func_output(lv1)
mod = bb.get()
tvm.compile(mod, target='llvm')
