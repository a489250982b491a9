# cause: take_axis_out_of_range
# expect: take
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(20, dtype="float32").reshape(4, 5)
i_np = np.array([4, 0], dtype="int64")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 5), "float32"))
i = relax.Var("i", relax.TensorType((2,), "int64"))
with bb.function("main", [x, i]):
    with bb.dataflow():
        # numpy-style "last axis" written as ndim instead of ndim - 1
        y = bb.emit_output(relax.op.take(x, i, axis=x_np.ndim))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(i_np)).numpy(), np.take(x_np, i_np, axis=-1))
