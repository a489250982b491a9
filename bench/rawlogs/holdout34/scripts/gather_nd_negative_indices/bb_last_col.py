# cause: gather_nd_negative_indices
# expect: Not equal to tolerance|Mismatched elements
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(12, dtype="float32").reshape(3, 4)
i_np = np.array([[0, -1], [2, 3], [-1, 0]], dtype="int64")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
i = relax.Var("i", relax.TensorType((3, 2), "int64"))
with bb.function("main", [x, i]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.gather_nd(x, i))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(i_np)).numpy()
ref = np.array([x_np[tuple(r)] for r in i_np])
np.testing.assert_allclose(got, ref)
