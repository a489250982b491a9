# cause: call_pure_packed_missing_ty_args
# expect: unexpected keyword argument 'sinfo_args'
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

import tvm_ffi


@tvm_ffi.register_global_func("user.flip", override=True)
def flip(t):
    return tvm.runtime.tensor(t.numpy()[::-1].copy())


def test_flip_roundtrip():
    @I.ir_module
    class Flip:
        @R.function
        def main(x: R.Tensor((4,), "float32")):
            f = R.call_pure_packed("user.flip", x, sinfo_args=R.Tensor((4,), "float32"))
            g = R.call_pure_packed("user.flip", f, sinfo_args=R.Tensor((4,), "float32"))
            return g

    ex = tvm.compile(Flip, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(4).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), x)
