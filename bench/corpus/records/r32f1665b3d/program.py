import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((2, 3, 2, 6), 'int32'))
data = relax.Var('data', T((8, 2, 6), 'int32'))
with bb.function('main', [p1, data]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.greater_equal(p1, data))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
