# cause: index_tensor_negative_indices
# expect: Mismatched elements|AssertionError
# capture: ipython
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(24, dtype="float32").reshape(4, 6)
i_np = np.array([[-1], [1]], dtype="int64")
j_np = np.array([0, -1, 2], dtype="int64")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 6), "float32"))
i = relax.Var("i", relax.TensorType((2, 1), "int64"))
j = relax.Var("j", relax.TensorType((3,), "int64"))
with bb.function("main", [x, i, j]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.index_tensor(x, relax.Tuple([i, j])))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](*[tvm.runtime.tensor(a) for a in (x_np, i_np, j_np)]).numpy()
np.testing.assert_array_equal(got, x_np[i_np, j_np])
