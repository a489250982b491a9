# cause: vm_input_float64
# expect: expect Tensor with dtype float32 but get float64
# capture: stderr
# post: crlf
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((5, 7), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.sum(x, axis=None, keepdims=False))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x_np = np.random.rand(5, 7)  # numpy default dtype
out = vm["main"](tvm.runtime.tensor(x_np)).numpy()
np.testing.assert_allclose(out, x_np.sum(), rtol=1e-5)
