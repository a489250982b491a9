import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((9, 4, 9), 'float64'))
inp = relax.Var('inp', T((9, 4, 9), 'int32'))
with bb.function('main', [p0, inp]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.maximum(p0, inp))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
