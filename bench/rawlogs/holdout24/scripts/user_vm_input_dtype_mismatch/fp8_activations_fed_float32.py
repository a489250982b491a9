# cause: user_vm_input_dtype_mismatch
# expect: expect Tensor with dtype float8_e4m3fn but get float32
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 64), "float8_e4m3fn"))
w = relax.Var("w", relax.TensorType((64, 32), "float8_e4m3fn"))
with bb.function("fp8_gemm", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.matmul(x, w, out_dtype="float32"))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x_np = np.clip(np.random.randn(8, 64), -448, 448).astype("float32")
w_np = np.clip(np.random.randn(64, 32), -448, 448).astype("float32")
print("inputs clipped to e4m3 range, running")
y = vm["fp8_gemm"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(w_np))
print(y.numpy().shape)
