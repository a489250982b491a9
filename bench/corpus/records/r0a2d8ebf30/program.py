import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
lhs = relax.Var('lhs', T((9, 16), 'float64'))
inp = relax.Var('inp', T((15, 4), 'float64'))
with bb.function('main', [lhs, inp]):
    lv1 = bb.emit(relax.op.matmul(lhs, inp))
    bb.emit_func_output(lv1)
mod = bb.get()
