# cause: pure_packed_ty_args_mismatch
# expect: dtype
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

def host_softmax(x):
    a = x.numpy()
    e = np.exp(a - a.max(-1, keepdims=True))
    return tvm.runtime.tensor((e / e.sum(-1, keepdims=True)).astype("float64"))

tvm_ffi.register_global_func("demo.host_softmax", host_softmax)
bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 4), "float32"))
with bb.function("main", [x]):
    p = bb.emit(relax.op.call_pure_packed("demo.host_softmax", x, ty_args=R.Tensor((2, 4), "float32")))
    y = bb.emit(relax.op.multiply(p, x))
    bb.emit_func_output(y)
mod = relax.transform.LegalizeOps()(bb.get())
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.random.rand(2, 4).astype("float32"))).numpy())
