# cause: slice_zero_stride
# expect: Divide by zero
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(20, dtype="float32").reshape(4, 5)
step = 0   # meant "default step", written as 0
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 5), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.strided_slice(x, axes=[1], begin=[1], end=[4], strides=[step]))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x_np)).numpy(), x_np[:, 1:4:step])
