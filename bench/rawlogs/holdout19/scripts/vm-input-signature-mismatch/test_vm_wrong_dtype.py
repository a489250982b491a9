# cause: vm-input-signature-mismatch
# expect: expect Tensor with dtype float32 but get float64
# capture: pytest-short
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor(("n", 16), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x, axis=-1)
            R.output(y)
        return y


@pytest.mark.parametrize("n", [1, 7])
def test_softmax_rows_sum_to_one(n):
    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.randn(n, 16)  # float64 by default
    out = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(out.sum(-1), np.ones(n), rtol=1e-5)
