# cause: squeeze_non_unit_axis_unchecked
# expect: AssertionError|Not equal|shape mismatch
import numpy as np
import tvm
from tvm import relax

from tvm import tirx

# squeeze the batch dim of a (n, 4) activation; n is 1 at export time but 3 here
n = tirx.Var("n", "int64")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((n, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.squeeze(x, axis=[0]))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
x_np = np.arange(12, dtype="float32").reshape(-1, 4)
got = vm["main"](tvm.runtime.tensor(x_np)).numpy()
ref = x_np.squeeze(axis=0) if x_np.shape[0] == 1 else x_np
np.testing.assert_allclose(got, ref)
