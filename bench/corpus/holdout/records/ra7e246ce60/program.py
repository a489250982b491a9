import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
t = relax.Var('t', T((7,), 'int32'))
y = relax.Var('y', T((7,), 'float64'))
p1 = relax.Var('p1', T((7,), 'float64'))
with bb.function('main', [t, y, p1]):
    lv1 = bb.emit(relax.op.where(t, y, p1))
    bb.emit_func_output(lv1)
mod = bb.get()
