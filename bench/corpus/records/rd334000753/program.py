import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
lhs = relax.Var('lhs', T((8, 9, 4), 'float16'))
inp = relax.Var('inp', T((8, 9, 4), 'float32'))
with bb.function('main', [lhs, inp]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.concat([lhs, inp], axis=2))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
