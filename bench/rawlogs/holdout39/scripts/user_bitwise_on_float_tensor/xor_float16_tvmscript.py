# cause: user_bitwise_on_float_tensor
# expect: Expected integer argument as LHS of \^ operator
# capture: combined
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mod:
    @R.function
    def main(a: R.Tensor((4,), "float16"), b: R.Tensor((4,), "float16")) -> R.Tensor((4,), "float16"):
        y = R.bitwise_xor(a, b)
        return y

ex = tvm.compile(Mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.array([1, 2, 3, 4], "float16")
print(vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(a)).numpy())
