# cause: packed_callback_tensor_arith
# expect: unsupported operand type\(s\) for \+: 'Tensor' and 'float'
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

@tvm_ffi.register_global_func("demo.shift")
def shift(x):
    return x + 0.5

@tvm.script.ir_module
class Sh:
    @R.function
    def main(x: R.Tensor((3,), "float32")):
        y = R.call_pure_packed("demo.shift", x, ty_args=R.Tensor((3,), "float32"))
        return y

ex = tvm.compile(Sh, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros(3, "float32"))))
