import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
t = relax.Var('t', T((5, 9), 'int64'))
with bb.function('main', [t]):
    lv1 = bb.emit(relax.op.permute_dims(t, axes=[0, 3, 1, 2]))
    bb.emit_func_output(lv1)
mod = bb.get()
