# cause: tensor_to_shape_non_1d
# expect: expected argument to be 1-d
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 6), "float32"))
shp = relax.Var("shp", relax.TensorType((2, 1), "int64"))
with bb.function("main", [x, shp]):
    s = bb.emit(relax.op.tensor_to_shape(shp))
    y = bb.emit(relax.op.reshape(x, s))
    bb.emit_func_output(y)
mod = bb.get()
print(mod)
