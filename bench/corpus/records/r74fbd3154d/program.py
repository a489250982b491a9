import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((5, 8, 9, 3), 'float64'))
a = relax.Var('a', T((5, 8, 9, 3), 'int32'))
w = relax.Var('w', T((5, 8, 9, 3), 'int32'))
inp = relax.Var('inp', T((5, 8, 9, 3), 'int32'))
with bb.function('main', [p1, a, w, inp]):
    lv1 = bb.emit(relax.op.concat([p1, a, w, inp], axis=2))
    bb.emit_func_output(lv1)
mod = bb.get()
