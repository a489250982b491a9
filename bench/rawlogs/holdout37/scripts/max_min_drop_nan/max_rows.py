# cause: max_min_drop_nan
# expect: nan location mismatch
# capture: stderr
import numpy as np
import tvm
from tvm import relax

x_np = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, 6.0]], dtype="float32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.max(x, axis=[1]))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
np.testing.assert_allclose(got, x_np.max(axis=1))
