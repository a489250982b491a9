import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
t = relax.Var('t', T((4, 4, 9, 4), 'float16'))
lhs = relax.Var('lhs', T((4, 4, 10, 1), 'float16'))
with bb.function('main', [t, lhs]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.matmul(t, lhs))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
