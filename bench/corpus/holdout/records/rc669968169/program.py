import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
lhs = relax.Var('lhs', T((3, 3, 15, 10), 'float64'))
y = relax.Var('y', T((3, 3, 8, 12), 'float64'))
with bb.function('main', [lhs, y]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.nn.relu(lhs))
        lv1 = bb.emit(relax.op.matmul(lv0, y))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
