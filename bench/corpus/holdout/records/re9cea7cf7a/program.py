import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((6,), 'float64'))
inp = relax.Var('inp', T((6,), 'float64'))
with bb.function('main', [inp]):
    lv1 = bb.emit(relax.op.minimum(inp, w))
    bb.emit_func_output(lv1)
mod = bb.get()
tvm.compile(mod, target='llvm')
