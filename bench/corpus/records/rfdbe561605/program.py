import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

data = relax.Var('data', T((5,), 'float32'))
e = data
for _ in range(7444):
    e = relax.op.floor(e)
bb = relax.BlockBuilder()
with bb.function('main', [data]):
    o = bb.emit(e)
    bb.emit_func_output(o)
