import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
y = relax.Var('y', T((9, 2, 5), 'float16'))
inp = relax.Var('inp', T((9, 2, 5), 'float16'))
with bb.function('main', [inp]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.exp(inp))
        lv1 = bb.emit(relax.op.multiply(lv0, y))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.analysis.well_formed(mod)
