# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax, tirx

n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType([n, 128], "float16"))
w = relax.Var("w", relax.TensorType([128, 128], "float16"))
bb = relax.BlockBuilder()
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.matmul(x, w))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x_np = np.random.rand(4, 128).astype("float16")
w_np = np.random.rand(128, 128).astype("float32")
print(vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(w_np)))
