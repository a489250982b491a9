# cause: dps_callback_rebinds_out
# expect: AssertionError
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi


def dps_clip(x, out):
    o = out.numpy()          # a copy, not a view
    o[:] = np.clip(x.numpy(), -1, 1)


def test_dps_clip():
    tvm_ffi.register_global_func("demo.dps_clip", dps_clip, override=True)

    @tvm.script.ir_module
    class C:
        @R.function
        def main(x: R.Tensor((6,), "float32")):
            y = R.call_dps_packed("demo.dps_clip", (x,), out_ty=R.Tensor((6,), "float32"))
            z = R.add(y, R.const(1.0, "float32"))
            return z

    ex = tvm.compile(C, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.linspace(-3, 3, 6).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(a)).numpy(), np.clip(a, -1, 1) + 1)
