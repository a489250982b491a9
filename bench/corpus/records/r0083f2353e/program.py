import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
y = relax.Var('y', T((7, 6, 5), 'float16'))
data = relax.Var('data', T((7, 6, 5), 'float16'))
with bb.function('main', [data]):
    lv1 = bb.emit(relax.op.subtract(data, y))
    bb.emit_func_output(lv1)
mod = bb.get()
tvm.compile(mod, target='llvm')
