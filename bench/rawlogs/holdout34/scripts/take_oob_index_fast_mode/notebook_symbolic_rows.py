# cause: take_oob_index_fast_mode
# expect: AssertionError|Not equal
# capture: notebook
import numpy as np
import tvm
from tvm import relax

from tvm import tirx
# %%
n = tirx.Var("n", "int64")
bb = relax.BlockBuilder()
data = relax.Var("data", relax.TensorType((n, 6), "float32"))
rows = relax.Var("rows", relax.TensorType((n,), "int64"))
with bb.function("main", [data, rows]):
    with bb.dataflow():
        g = bb.emit_output(relax.op.take(data, rows, axis=0))
    bb.emit_func_output(g)
mod = bb.get()
mod.show()
# %%
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
d = np.arange(24, dtype="float32").reshape(4, 6) + 1
r = np.array([3, 4, 4, 0], dtype="int64")   # shifted labels, may run past the last row
got = vm["main"](tvm.runtime.tensor(d), tvm.runtime.tensor(r)).numpy()
# %%
np.testing.assert_allclose(got, np.take(d, r, axis=0, mode="clip"))
