# cause: dps_callback_rebinds_out
# expect: AssertionError: normalized rows
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

def l2norm(x, out):
    a = x.numpy()
    return tvm.runtime.tensor(a / np.linalg.norm(a, axis=1, keepdims=True))

tvm_ffi.register_global_func("demo.l2norm", l2norm)
bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((3, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.call_dps_packed("demo.l2norm", [x], R.Tensor((3, 4), "float32")))
        s = bb.emit(relax.op.sum(relax.op.multiply(y, y), axis=[1]))
        o = bb.emit_output(s)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
norms = vm["main"](tvm.runtime.tensor(np.random.rand(3, 4).astype("float32") + 0.5)).numpy()
assert np.allclose(norms, 1.0, atol=1e-4), f"normalized rows: {norms}"
