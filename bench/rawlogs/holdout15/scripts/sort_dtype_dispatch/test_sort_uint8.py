# cause: sort_dtype_dispatch
# expect: Unsupported input dtype: uint8
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class SortPixels:
    @R.function
    def main(px: R.Tensor((3, 64), "uint8")):
        with R.dataflow():
            s = R.sort(px, axis=1)
            R.output(s)
        return s


@pytest.fixture(scope="module")
def vm():
    ex = tvm.compile(SortPixels, target="llvm")
    return relax.VirtualMachine(ex, tvm.cpu())


def test_sort_pixels(vm):
    px = np.random.randint(0, 255, (3, 64)).astype("uint8")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(px)).numpy(), np.sort(px, axis=1))
