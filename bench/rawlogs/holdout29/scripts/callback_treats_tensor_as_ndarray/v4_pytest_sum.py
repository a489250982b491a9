# cause: callback_treats_tensor_as_ndarray
# expect: 'Tensor' object has no attribute 'sum'
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@tvm.register_global_func("cb.rowsum", override=True)
def rowsum(x, out):
    out.copyfrom(x.sum(axis=1))


@I.ir_module
class RowSum:
    @R.function
    def main(x: R.Tensor((3, 7), "float32")):
        y = R.call_dps_packed("cb.rowsum", (x,), out_ty=R.Tensor((3,), "float32"))
        return y


def test_rowsum_callback():
    ex = tvm.compile(RowSum, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.ones((3, 7), "float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), x.sum(1))
