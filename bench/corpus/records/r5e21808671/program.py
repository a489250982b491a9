import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((2,), 'float64'))
with bb.function('main', [p1]):
    lv1 = bb.emit(relax.op.permute_dims(p1, axes=[1, 0]))
    bb.emit_func_output(lv1)
mod = bb.get()
