# cause: packed_func_not_registered
# expect: Cannot find ffi::Function demo\.gelu_host
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

@tvm_ffi.register_global_func("demo.gelu_hosted")
def gelu_host(x):
    a = x.numpy()
    return tvm.runtime.tensor(0.5 * a * (1 + np.tanh(0.79788456 * (a + 0.044715 * a ** 3))))

@tvm.script.ir_module
class Gel:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        y = R.call_pure_packed("demo.gelu_host", x, ty_args=R.Tensor((4,), "float32"))
        return y

ex = tvm.compile(Gel, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
