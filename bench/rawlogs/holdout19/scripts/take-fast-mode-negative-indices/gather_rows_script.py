# cause: take-fast-mode-negative-indices
# expect: AssertionError:\s*\nNot equal to tolerance
# capture: stderr
"""Quick check of R.take against numpy for the "last column" trick."""
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((6, 3), "float32"))
i = relax.Var("i", relax.TensorType((2,), "int64"))
with bb.function("main", [x, i]):
    with bb.dataflow():
        rows = bb.emit(relax.op.take(x, i, axis=1))
        out = bb.emit_output(relax.op.multiply(rows, relax.const(2.0, "float32")))
    bb.emit_func_output(out)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
xs = np.arange(18, dtype="float32").reshape(6, 3) + 1.0
ids = np.array([-1, 0], dtype="int64")
got = vm["main"](tvm.runtime.tensor(xs), tvm.runtime.tensor(ids)).numpy()
print(got)
np.testing.assert_allclose(got, 2.0 * xs[:, ids], rtol=1e-5)
