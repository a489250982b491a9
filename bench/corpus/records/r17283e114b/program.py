import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
b = relax.Var('b', T((5, 8, 5), 'float32'))
t = relax.Var('t', T((11, 5), 'float32'))
with bb.function('main', [b, t]):
    lv1 = bb.emit(relax.op.minimum(b, t))
    bb.emit_func_output(lv1)
mod = bb.get()
