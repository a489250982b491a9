import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
x = relax.Var('x', T((8, 2, 6), 'float16'))
w = relax.Var('w', T((8, 2, 6), 'float16'))
with bb.function('main', [w]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.negative(w))
        lv1 = bb.emit(relax.op.divide(lv0, x))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.analysis.well_formed(mod)
