import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((9,), 'float32'))
t = relax.Var('t', T((9,), 'float32'))
with bb.function('main', [t]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.multiply(t, p0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.analysis.well_formed(mod)
