import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
b = relax.Var('b', T((7,), 'float32'))
t = relax.Var('t', T((7,), 'float32'))
with bb.function('main', [t]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.maximum(t, b))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
tvm.compile(mod, target='llvm')
