# cause: gather_elements_negative_indices
# expect: AssertionError|Mismatched elements
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

import pytest


@tvm.script.ir_module
class G:
    @R.function
    def main(x: R.Tensor(("n", "m"), "float32"), i: R.Tensor(("n", "k"), "int64")):
        with R.dataflow():
            y = R.gather_elements(x, i, axis=-1)
            R.output(y)
        return y


@pytest.fixture(scope="module")
def vm():
    return relax.VirtualMachine(tvm.compile(G, target="llvm"), tvm.cpu())


@pytest.mark.parametrize("shape", [(2, 5), (4, 3)])
def test_gather_elements_vs_numpy(vm, shape):
    rng = np.random.default_rng(sum(shape))
    x = rng.standard_normal(shape).astype("float32")
    i = rng.integers(-shape[1], shape[1], size=(shape[0], 2)).astype("int64")
    
    got = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(i)).numpy()
    np.testing.assert_allclose(got, np.take_along_axis(x, i, axis=-1), rtol=1e-6)
