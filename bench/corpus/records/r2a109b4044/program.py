import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((3,), 'float16'))
p1 = relax.Var('p1', T((3,), 'float16'))
with bb.function('main', [p1]):
    lv1 = bb.emit(relax.op.divide(p1, p0))
    bb.emit_func_output(lv1)
mod = bb.get()
tvm.compile(mod, target='llvm')
