import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((9, 5, 5), 'float64'))
x = relax.Var('x', T((9, 9, 5), 'float64'))
with bb.function('main', [p1, x]):
    lv1 = bb.emit(relax.op.greater_equal(p1, x))
    bb.emit_func_output(lv1)
mod = bb.get()
