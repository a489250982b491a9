import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
w = relax.Var('w', T((8, 2, 2), 'float64'))
data = relax.Var('data', T((8, 2, 2), 'float64'))
with bb.function('main', [data]):
    lv1 = bb.emit(relax.op.minimum(data, w))
    bb.emit_func_output(lv1)
mod = bb.get()
tvm.compile(mod, target='llvm')
