import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
t = relax.Var('t', T((8, 9), 'float64'))
rhs = relax.Var('rhs', T((8, 9), 'float64'))
with bb.function('main', [rhs]):
    lv1 = bb.emit(relax.op.subtract(rhs, t))
    bb.emit_func_output(lv1)
mod = bb.get()
tvm.compile(mod, target='llvm')
