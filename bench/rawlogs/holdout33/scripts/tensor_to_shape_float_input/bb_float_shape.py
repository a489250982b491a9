# cause: tensor_to_shape_float_input
# expect: Check failed
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((6,), "float32"))
shp = relax.Var("shp", relax.TensorType((2,), "float16"))
with bb.function("main", [x, shp]):
    s = bb.emit(relax.op.tensor_to_shape(shp))
    y = bb.emit(relax.op.reshape(x, s))
    bb.emit_func_output(y)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.ones(6, "float32")), tvm.runtime.tensor(np.array([2, 3], "float16")))
print(out.shape)
