# cause: register_global_func_duplicate
# expect: is already registered
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@pytest.fixture
def host_kernels():
    def double(x, out):
        out.copyfrom(x.numpy() * 2)

    tvm.register_global_func("host.double", double)
    yield


@I.ir_module
class Doubler:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        y = R.call_dps_packed("host.double", (x,), out_ty=R.Tensor((4,), "float32"))
        return y


@pytest.mark.parametrize("val", [1.0, 3.0])
def test_double(host_kernels, val):
    ex = tvm.compile(Doubler, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.full(4, val, "float32"))).numpy()
    np.testing.assert_allclose(out, 2 * val)
