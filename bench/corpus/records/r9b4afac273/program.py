import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((4, 7, 4, 8), 'int32'))
t = relax.Var('t', T((4, 7, 4, 8), 'float32'))
with bb.function('main', [a, t]):
    lv1 = bb.emit(relax.op.concat([a, t], axis=3))
    bb.emit_func_output(lv1)
mod = bb.get()
