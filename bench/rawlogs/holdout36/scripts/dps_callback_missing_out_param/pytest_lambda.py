# cause: dps_callback_missing_out_param
# expect: takes 1 positional argument but 2 were given
# capture: pytest-native
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi


def test_dps_lambda():
    tvm_ffi.register_global_func("demo.dps_neg", lambda x: tvm.runtime.tensor(-x.numpy()), override=True)
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((4,), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.call_dps_packed("demo.dps_neg", [x], R.Tensor((4,), "float32")))
        bb.emit_func_output(y)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones(4, "float32")))
    np.testing.assert_allclose(out.numpy(), -np.ones(4))
