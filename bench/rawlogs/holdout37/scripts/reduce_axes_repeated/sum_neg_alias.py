# cause: reduce_axes_repeated
# expect: the input axes is required to be non-repetitive
# capture: stderr
# post: crlf
"""Check relax.sum over a list of axes given partly as negative indices."""
import numpy as np
import tvm
from tvm import relax

x_np = np.random.default_rng(0).standard_normal((4, 6, 8)).astype("float32")
axes = [1, -2]  # "middle axis" written twice by two different helpers

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 6, 8), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.sum(x, axis=axes))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x_np)).numpy()
np.testing.assert_allclose(out, x_np.sum(axis=1), rtol=1e-5)
