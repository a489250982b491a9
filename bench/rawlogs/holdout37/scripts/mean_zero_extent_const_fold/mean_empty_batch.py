# cause: mean_zero_extent_const_fold
# expect: Divide by zero
# capture: stderr
import warnings
import numpy as np
import tvm
from tvm import relax

# edge case from the test matrix: a reduction over a zero-length axis (numpy -> nan)
x_np = np.zeros((3, 0), "float32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 0), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        m = bb.emit_output(relax.op.mean(x, axis=[1]))
    bb.emit_func_output(m)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    np.testing.assert_allclose(got, x_np.mean(axis=1))
