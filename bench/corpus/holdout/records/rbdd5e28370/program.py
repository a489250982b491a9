import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((5,), 'float16'))
with bb.function('main', [p0]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.negative(p0))
        lv1 = bb.emit(relax.op.broadcast_to(lv0, [10]))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
