# cause: take_oob_index_fast_mode
# expect: Not equal to tolerance
import numpy as np
import tvm
from tvm import relax

from tvm.relax.op import take

# differential check of relax.take against numpy, clip semantics (indices are produced by a
# random generator that may hit the edges)
x_np = np.arange(12, dtype="float32").reshape(3, 4)
idx_np = np.array([5, 2, -7, 3], dtype="int64")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
idx = relax.Var("idx", relax.TensorType((4,), "int64"))
with bb.function("main", [x, idx]):
    with bb.dataflow():
        y = bb.emit_output(take(x, idx, axis=1))
    bb.emit_func_output(y)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(idx_np)).numpy()
ref = np.take(x_np, idx_np, axis=1, mode="clip")
np.testing.assert_allclose(got, ref, rtol=1e-6)
print("take axis=1 clip OK")
