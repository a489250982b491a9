# cause: user_power_on_int_tensor
# expect: power only applies to float
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Pow:
    @R.function
    def main(x: R.Tensor((3, 2), "int64")) -> R.Tensor((3, 2), "int64"):
        y = R.power(x, R.const(3, "int64"))
        return y

ex = tvm.compile(Pow, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.arange(6, dtype="int64").reshape(3, 2)
np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(a)).numpy(), a ** 3)
