# cause: mean_zero_extent_const_fold
# expect: Divide by zero
# capture: pytest-native
# post: truncate=0.4
# env: TVM_BACKTRACE=1
import warnings
import numpy as np
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("shape", [(4, 5), (0, 5)])
def test_variance_axis0(shape):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            v = bb.emit_output(relax.op.variance(x, axis=[0], keepdims=True))
        bb.emit_func_output(v)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    data = np.random.rand(*shape).astype("float32")
    got = vm["main"](tvm.runtime.tensor(data)).numpy()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        np.testing.assert_allclose(got, data.var(axis=0, keepdims=True), rtol=1e-5)
