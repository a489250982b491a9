import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((7, 9, 5, 5), 'float16'))
with bb.function('main', [a]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.negative(a))
        lv1 = bb.emit(relax.op.reshape(lv0, [2]))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
