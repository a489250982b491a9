import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((3, 4, 7, 2), 'float64'))
inp = relax.Var('inp', T((3, 4, 7, 2), 'int64'))
with bb.function('main', [a, inp]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.power(a, inp))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
