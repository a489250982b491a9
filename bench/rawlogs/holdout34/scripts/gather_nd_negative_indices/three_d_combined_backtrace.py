# cause: gather_nd_negative_indices
# expect: Mismatched elements|AssertionError
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

rng = np.random.default_rng(7)
x_np = rng.standard_normal((2, 3, 4)).astype("float32")
i_np = np.array([[1, -1], [-2, 2], [0, 0]], dtype="int64")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3, 4), "float32"))
i = relax.Var("i", relax.TensorType((3, 2), "int64"))
with bb.function("main", [x, i]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.gather_nd(x, i))
    bb.emit_func_output(y)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(i_np)).numpy()
print("tvm  :", got.shape)
ref = np.stack([x_np[a, b] for a, b in i_np])
print("numpy:", ref.shape)
np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-6)
