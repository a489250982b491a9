import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
rhs = relax.Var('rhs', T((7, 8), 'float32'))
y = relax.Var('y', T((8, 4), 'float32'))
with bb.function('main', [rhs, y]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(rhs, y))
        lv1 = bb.emit(relax.op.sqrt(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
mod['forward']
