import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
data = relax.Var('data', T((2, 4, 5, 2), 'float64'))
b = relax.Var('b', T((2, 4, 5, 2), 'float64'))
p0 = relax.Var('p0', T((2, 4, 5, 2), 'float64'))
a = relax.Var('a', T((2, 4, 5, 2), 'int32'))
with bb.function('main', [data, b, p0, a]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.concat([data, b, p0, a], axis=3))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
