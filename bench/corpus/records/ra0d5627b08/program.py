import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
t = relax.Var('t', T((4,), 'float32'))
p1 = relax.Var('p1', T((4,), 'float32'))
with bb.function('main', [p1]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.minimum(p1, t))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.analysis.well_formed(mod)
