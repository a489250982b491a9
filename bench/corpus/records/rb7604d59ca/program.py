import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
x = relax.Var('x', T((3, 7), 'float32'))
w = relax.Var('w', T((7, 8), 'float32'))
with bb.function('main', [x, w]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(x, w))
        lv1 = bb.emit(relax.op.tanh(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
mod['subgraph_0']
