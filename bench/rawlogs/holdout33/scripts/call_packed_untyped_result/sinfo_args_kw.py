# cause: call_packed_untyped_result
# expect: binary operators
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

import tvm_ffi


@tvm_ffi.register_global_func("user.double", override=True)
def double(t):
    return tvm.runtime.tensor(t.numpy() * 2)


def test_double_then_sub():
    @I.ir_module
    class Doubler:
        @R.function(pure=False)
        def main(x: R.Tensor((3,), "float32")):
            d = R.call_packed("user.double", x, sinfo_args=R.Tensor((3,), "float32"))
            y = R.subtract(d, x)
            return y

    ex = tvm.compile(Doubler, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(3).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), x)
