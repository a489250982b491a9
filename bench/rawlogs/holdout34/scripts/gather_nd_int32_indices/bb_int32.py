# cause: gather_nd_int32_indices
# expect: GatherND requires the input indices to have int64 dtype
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(12, dtype="float32").reshape(3, 4)
i_np = np.array([[0, 1], [2, 3]], dtype="int32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
i = relax.Var("i", relax.TensorType((2, 2), str(i_np.dtype)))
with bb.function("main", [x, i]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.gather_nd(x, i))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(i_np)).numpy()
np.testing.assert_allclose(got, x_np[tuple(i_np.T)])
