import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((9,), 'float16'))
p1 = relax.Var('p1', T((9,), 'float32'))
y = relax.Var('y', T((9,), 'float32'))
with bb.function('main', [a, p1, y]):
    lv1 = bb.emit(relax.op.where(a, p1, y))
    bb.emit_func_output(lv1)
mod = bb.get()
