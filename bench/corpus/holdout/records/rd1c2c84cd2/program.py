import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
y = relax.Var('y', T((7, 9, 3), 'float16'))
t = relax.Var('t', T((7,), 'float16'))
p1 = relax.Var('p1', T((7,), 'float16'))
p0 = relax.Var('p0', T((7,), 'float16'))
with bb.function('main', [y, t, p1, p0]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.concat([y, t, p1, p0], axis=0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
