# cause: user_arith_on_bool_tensor
# expect: exceeds range of bool
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mod:
    @R.function
    def main(m: R.Tensor((4,), "bool")) -> R.Tensor((4,), "bool"):
        y = R.negative(m)
        return y

ex = tvm.compile(Mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array([1, 0, 1, 0], bool))).numpy())
