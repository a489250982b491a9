# cause: vm_input_static_dim_mismatch
# expect: mismatch to specified constant
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax, tirx

n = tirx.Var("n", "int64")
h = tirx.Var("h", "int64")
x = relax.Var("x", relax.TensorType([n, 3, h, h], "float32"))
w = relax.Var("w", relax.TensorType([16, 3, 3, 3], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
        y = bb.emit_output(relax.op.nn.relu(y))
    bb.emit_func_output(y)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
img = np.random.rand(1, 224, 224, 3).astype("float32")  # NHWC from PIL
vm["main"](tvm.runtime.tensor(img), tvm.runtime.tensor(np.random.rand(16, 3, 3, 3).astype("float32")))
