import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((7, 7, 5, 8), 'int32'))
y = relax.Var('y', T((7, 7, 5, 8), 'int32'))
b = relax.Var('b', T((7, 7, 5, 8), 'float16'))
with bb.function('main', [p1, y, b]):
    lv1 = bb.emit(relax.op.concat([p1, y, b], axis=1))
    bb.emit_func_output(lv1)
mod = bb.get()
