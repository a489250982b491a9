# cause: int_mean_truncation
# expect: Not equal to tolerance
# capture: stderr
import numpy as np
import tvm
from tvm import relax

counts = np.array([[1, 2, 2], [5, 0, 4], [7, 7, 8]], dtype="int32")
bb = relax.BlockBuilder()
x = relax.Var("counts", relax.TensorType((3, 3), "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.mean(x, axis=[1]))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
out = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(counts)).numpy()
print("tvm  :", out, out.dtype)
print("numpy:", counts.mean(axis=1))
np.testing.assert_allclose(out, counts.mean(axis=1), rtol=1e-6)
