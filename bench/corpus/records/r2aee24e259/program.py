import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
t = relax.Var('t', T((4, 3), 'float32'))
y = relax.Var('y', T((3, 4), 'float32'))
with bb.function('main', [t, y]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(t, y))
        lv1 = bb.emit(relax.op.nn.silu(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.Gradient('main')(mod)
