# cause: packed_func_name_not_registered
# expect: Cannot find ffi::Function my_ops\.topk_mask
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4, 16), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.call_dps_packed("my_ops.topk_mask", [x], R.Tensor((4, 16), "float32")))
    bb.emit_func_output(y)
mod = bb.get()
print("compiling", list(mod.get_global_vars()))
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())


def register_ops():
    @tvm.register_global_func("my_ops.topk_mask")
    def topk_mask(x, out):
        v = x.numpy()
        thr = np.sort(v, -1)[:, -4:-3]
        out.copyfrom((v >= thr).astype("float32"))


x_np = np.random.default_rng(0).random((4, 16)).astype("float32")
print(vm["main"](tvm.runtime.tensor(x_np)).numpy())
register_ops()
