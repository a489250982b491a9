# cause: callee-dropped-from-module
# expect: Cannot find ffi::Function (fused_)?bias_relu
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def bias_relu(A: T.Buffer((3, 5), "float32"), b: T.Buffer((5,), "float32"), B: T.Buffer((3, 5), "float32")):
        for i, j in T.grid(3, 5):
            B[i, j] = T.max(A[i, j] + b[j], T.float32(0))

    @R.function
    def main(x: R.Tensor((3, 5), "float32"), b: R.Tensor((5,), "float32")) -> R.Tensor((3, 5), "float32"):
        cls = Model
        y = R.call_tir(cls.bias_relu, (x, b), R.Tensor((3, 5), "float32"))
        return y


# move hand-written kernels into a separate "kernel library" module
relax_only = tvm.IRModule({gv: f for gv, f in Model.functions.items() if isinstance(f, relax.Function)})
kernels = tvm.IRModule({gv: f for gv, f in Model.functions.items() if not isinstance(f, relax.Function)})
print("relax part:", [gv.name_hint for gv in relax_only.get_global_vars()])
print("kernel part:", [gv.name_hint for gv in kernels.get_global_vars()])

ex = tvm.compile(relax_only, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(3, 5).astype("float32")
b = np.random.randn(5).astype("float32")
print(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(b)).numpy())
