# cause: scan_zero_extent_floormod
# expect: Divide by zero
# capture: pytest-short
# env: TVM_BACKTRACE=1
import numpy as np
import pytest
import tvm
from tvm import relax


def build(n):
    bb = relax.BlockBuilder()
    p = relax.Var("p", relax.TensorType((2, n), "float32"))
    with bb.function("main", [p]):
        with bb.dataflow():
            s = bb.emit_output(relax.op.cumprod(p, axis=-1))
        bb.emit_func_output(s)
    return bb.get()


@pytest.mark.parametrize("n", [3, 0])
def test_cumprod(n):
    ex = tvm.compile(build(n), target="llvm")
    p = np.random.rand(2, n).astype("float32")
    got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(p)).numpy()
    np.testing.assert_allclose(got, np.cumprod(p, axis=-1), rtol=1e-5)
