import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((8, 9), 'float32'))
with bb.function('main', [p1]):
    lv0 = bb.emit(relax.op.negative(p1))
    lv1 = bb.emit(relax.op.flip(lv0, axis=3))
    bb.emit_func_output(lv1)
mod = bb.get()
