# cause: dps_callback_rebinds_out
# expect: AssertionError
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

@tvm_ffi.register_global_func("demo.dps_scale")
def dps_scale(x, out):
    out = tvm.runtime.tensor(x.numpy() * 3)

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4,), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.call_dps_packed("demo.dps_scale", [x], R.Tensor((4,), "float32")))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.arange(4, dtype="float32") + 1
res = vm["main"](tvm.runtime.tensor(a)).numpy()
np.testing.assert_allclose(res, a * 3)
