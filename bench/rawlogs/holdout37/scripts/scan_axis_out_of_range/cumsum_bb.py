# cause: scan_axis_out_of_range
# expect: Index out of range
# capture: stderr
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(24, dtype="float32").reshape(2, 3, 4)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.cumsum(x, axis=3))
    bb.emit_func_output(y)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
out = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
np.testing.assert_allclose(out, np.cumsum(x_np, axis=2))
