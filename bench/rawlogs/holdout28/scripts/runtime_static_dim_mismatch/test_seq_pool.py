# cause: runtime_static_dim_mismatch
# expect: shape\[2\] mismatch to specified constant
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class SeqPool:
    @R.function
    def main(x: R.Tensor(("b", "s", 64), "float32")):
        b = T.int64()
        s = T.int64()
        with R.dataflow():
            m = R.mean(x, axis=[1])
            R.output(m)
        return m


@pytest.fixture(scope="module")
def vm():
    ex = tvm.compile(SeqPool, target="llvm")
    return relax.VirtualMachine(ex, tvm.cpu())


@pytest.mark.parametrize("b,s,h", [(1, 3, 64), (2, 17, 64), (2, 5, 128)])
def test_mean_pool(vm, b, s, h):
    x = np.random.default_rng(1).random((b, s, h), dtype="float32")
    out = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(out, x.mean(axis=1), rtol=1e-5)
