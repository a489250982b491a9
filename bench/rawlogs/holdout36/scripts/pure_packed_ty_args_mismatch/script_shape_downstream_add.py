# cause: pure_packed_ty_args_mismatch
# expect: Invalid y\.shape\[0\] on argument #0
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

@tvm_ffi.register_global_func("demo.pad_rows")
def pad_rows(x):
    a = x.numpy()
    return tvm.runtime.tensor(np.concatenate([a, np.zeros((1, a.shape[1]), a.dtype)]))

@tvm.script.ir_module
class Pad:
    @R.function
    def main(x: R.Tensor((2, 3), "float32")):
        y = R.call_pure_packed("demo.pad_rows", x, ty_args=R.Tensor((2, 3), "float32"))
        z = R.add(y, x)
        return z

ex = tvm.compile(Pad, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 3), "float32"))))
