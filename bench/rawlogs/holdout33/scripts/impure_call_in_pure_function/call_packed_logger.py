# cause: impure_call_in_pure_function
# expect: not well-formed
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

import tvm_ffi


@tvm_ffi.register_global_func("demo.log_tensor", override=True)
def _log_tensor(t):
    print("log", t.shape)
    return t


def test_logged_layer():
    @I.ir_module
    class Logged:
        @R.function
        def main(x: R.Tensor((2, 3), "float32")):
            y = R.add(x, R.const(1.0, "float32"))
            z = R.call_packed("demo.log_tensor", y, ty_args=R.Tensor((2, 3), "float32"))
            return z

    ex = tvm.compile(Logged, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.zeros((2, 3), "float32")))
    np.testing.assert_allclose(out.numpy(), np.ones((2, 3), "float32"))
