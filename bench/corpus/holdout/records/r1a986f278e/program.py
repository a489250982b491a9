import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
rhs = relax.Var('rhs', T((7,), 'float32'))
p0 = relax.Var('p0', T((7,), 'float16'))
w = relax.Var('w', T((7,), 'float16'))
with bb.function('main', [rhs, p0, w]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.where(rhs, p0, w))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
