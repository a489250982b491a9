# cause: dps_callback_missing_out_param
# expect: takes 1 positional argument but 2 were given
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Normalize:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            y = R.call_dps_packed("test.l2norm", (x,), out_ty=R.Tensor((4, 4), "float32"))
            z = R.add(y, y)
            R.output(z)
        return z


@pytest.fixture(scope="module")
def l2norm():
    def _impl(x):
        v = x.numpy()
        return tvm.runtime.tensor(v / np.linalg.norm(v, axis=-1, keepdims=True))

    tvm.register_global_func("test.l2norm", _impl, override=True)
    yield


def test_l2norm_roundtrip(l2norm):
    ex = tvm.compile(Normalize, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(1, 17, dtype="float32").reshape(4, 4)
    out = vm["main"](tvm.runtime.tensor(x)).numpy()
    ref = 2 * x / np.linalg.norm(x, axis=-1, keepdims=True)
    np.testing.assert_allclose(out, ref, rtol=1e-5)
