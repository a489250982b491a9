# cause: max_min_drop_nan
# expect: nan location mismatch
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class ColMin:
    @R.function
    def main(x: R.Tensor((3, 4), "float16")):
        with R.dataflow():
            m = R.min(x, axis=[0], keepdims=True)
            R.output(m)
        return m


@pytest.mark.parametrize("poison", [False, True])
def test_colmin(poison):
    x = np.arange(12, dtype="float16").reshape(3, 4)
    if poison:
        x[1, 2] = np.nan
    vm = relax.VirtualMachine(tvm.compile(ColMin, target="llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(got, x.min(axis=0, keepdims=True))
