# cause: callee-dropped-from-module
# expect: Cannot find ffi::Function add_one
# capture: stderr
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def add_one(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
        for i in range(4):
            B[i] = A[i] + T.float32(1)

    @T.prim_func
    def add_one_v2(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
        for i in range(4):
            B[i] = T.float32(1) + A[i]

    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        cls = Model
        y = R.call_tir(cls.add_one, (x,), R.Tensor((4,), "float32"))
        return y


# clean up: drop the kernel variant that is "not used"
mod = Model.clone()
del mod["add_one"]
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros(4, "float32"))).numpy())
