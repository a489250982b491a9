import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((3,), 'int64'))
t = relax.Var('t', T((5, 3), 'int64'))
data = relax.Var('data', T((5, 3), 'int64'))
with bb.function('main', [p1, t, data]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.concat([p1, t, data], axis=0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
