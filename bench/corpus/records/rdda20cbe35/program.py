import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
y = relax.Var('y', T((8, 7, 6, 4), 'float64'))
x = relax.Var('x', T((8, 7, 6, 4), 'int64'))
with bb.function('main', [y, x]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.divide(y, x))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
