import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((2,), 'float32'))
y = relax.Var('y', T((2,), 'float32'))
with bb.function('main', [y]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.sigmoid(y))
        lv1 = bb.emit(relax.op.minimum(lv0, a))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.analysis.well_formed(mod)
