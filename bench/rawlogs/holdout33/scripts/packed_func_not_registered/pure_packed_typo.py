# cause: packed_func_not_registered
# expect: Cannot find ffi::Function
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

import tvm_ffi


@tvm_ffi.register_global_func("user.topk_mask", override=True)
def topk_mask(t):
    a = t.numpy()
    return tvm.runtime.tensor((a >= np.sort(a)[-2]).astype("float32"))


def test_topk_mask():
    @I.ir_module
    class Mask:
        @R.function
        def main(x: R.Tensor((5,), "float32")):
            m = R.call_pure_packed("user.top_k_mask", x, ty_args=R.Tensor((5,), "float32"))
            y = R.multiply(x, m)
            return y

    ex = tvm.compile(Mask, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.array([1, 5, 2, 4, 3], "float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), [0, 5, 0, 4, 0])
