import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((9, 7), 'float16'))
t = relax.Var('t', T((9, 7), 'float16'))
with bb.function('main', [t]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.divide(t, w))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
tvm.compile(mod, target='llvm')
