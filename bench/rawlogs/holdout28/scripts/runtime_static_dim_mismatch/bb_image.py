# cause: runtime_static_dim_mismatch
# expect: RuntimeError: Check failed: input_shape\[i\] == reg \(4 vs. 3\)
# capture: stderr
# Image normaliser built with BlockBuilder; H and W symbolic, channels 3.
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

h = tirx.Var("h", "int64")
w = tirx.Var("w", "int64")
img = relax.Var("img", R.Tensor((1, 3, h, w), "float32"))
bb = relax.BlockBuilder()
with bb.function("normalize", [img]):
    with bb.dataflow():
        mean = relax.const(np.array([0.485, 0.456, 0.406], "float32").reshape(1, 3, 1, 1))
        std = relax.const(np.array([0.229, 0.224, 0.225], "float32").reshape(1, 3, 1, 1))
        y = bb.emit(relax.op.subtract(img, mean))
        y = bb.emit_output(relax.op.divide(y, std))
    bb.emit_func_output(y)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
# PNG loaded with alpha channel
rgba = np.random.default_rng(0).random((1, 4, 32, 48), dtype="float32")
res = vm["normalize"](tvm.runtime.tensor(rgba))
print(res.numpy().mean())
