import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
b = relax.Var('b', T((6,), 'float16'))
rhs = relax.Var('rhs', T((6,), 'float16'))
y = relax.Var('y', T((6,), 'float16'))
w = relax.Var('w', T((6, 4), 'float16'))
with bb.function('main', [b, rhs, y, w]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.concat([b, rhs, y, w], axis=0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
