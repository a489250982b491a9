import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
inp = relax.Var('inp', T((6, 7, 9), 'float64'))
rhs = relax.Var('rhs', T((6, 7, 9), 'float64'))
with bb.function('main', [rhs]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.add(rhs, inp))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.analysis.well_formed(mod)
