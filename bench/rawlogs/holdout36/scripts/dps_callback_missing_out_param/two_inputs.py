# cause: dps_callback_missing_out_param
# expect: takes 2 positional arguments but 3 were given
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

def host_matmul(a, b):
    return tvm.runtime.tensor(a.numpy() @ b.numpy())

tvm_ffi.register_global_func("demo.host_matmul", host_matmul)
bb = relax.BlockBuilder()
a = relax.Var("a", R.Tensor((2, 3), "float32"))
b = relax.Var("b", R.Tensor((3, 4), "float32"))
with bb.function("main", [a, b]):
    y = bb.emit(relax.call_dps_packed("demo.host_matmul", [a, b], R.Tensor((2, 4), "float32")))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 3), "float32")), tvm.runtime.tensor(np.ones((3, 4), "float32"))))
