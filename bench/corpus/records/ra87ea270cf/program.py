import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
a = relax.Var('a', T((2,), 'float16'))
p1 = relax.Var('p1', T((2,), 'float16'))
with bb.function('main', [p1]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.exp(p1))
        lv1 = bb.emit(relax.op.minimum(lv0, a))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.analysis.well_formed(mod)
