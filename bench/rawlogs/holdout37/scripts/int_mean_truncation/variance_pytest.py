# cause: int_mean_truncation
# expect: Mismatched elements
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Spread:
    @R.function
    def main(x: R.Tensor((4, 6), "int32")):
        with R.dataflow():
            v = R.variance(x, axis=[1], keepdims=False)
            R.output(v)
        return v


@pytest.fixture(scope="module")
def vm():
    return relax.VirtualMachine(tvm.compile(Spread, target="llvm"), tvm.cpu())


def test_variance_matches_numpy(vm):
    rng = np.random.default_rng(7)
    x = rng.integers(0, 20, (4, 6)).astype("int32")
    got = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(got, x.var(axis=1), rtol=1e-5)
