# cause: sort_nan_misordered
# expect: Mismatch|nan location mismatch
# capture: stderr
import numpy as np
import tvm
from tvm import relax

x_np = np.array([[0.5, np.nan, 0.9, 0.1, 0.3], [0.9, 0.5, 0.7, 0.6, 0.8]], dtype="float32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 5), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.sort(x, axis=-1))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
np.testing.assert_allclose(got, np.sort(x_np, axis=-1))
