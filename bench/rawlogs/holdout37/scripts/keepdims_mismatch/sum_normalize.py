# cause: keepdims_mismatch
# expect: shapes \(4, 1\), \(4,\) mismatch
# capture: stderr
import numpy as np
import tvm
from tvm import relax

x_np = np.random.rand(4, 9).astype("float32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 9), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit_output(relax.op.sum(x, axis=[1], keepdims=True))
    bb.emit_func_output(s)
ex = tvm.compile(bb.get(), target="llvm")
out = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
np.testing.assert_allclose(out, x_np.sum(axis=1), rtol=1e-5)
