# cause: power_int_legalize_float_only
# expect: power only applies to float
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.script.ir_module
class IntPow:
    @R.function
    def main(base: R.Tensor((4,), "int32"), e: R.Tensor((4,), "int32")) -> R.Tensor((4,), "int32"):
        with R.dataflow():
            y = R.power(base, e)
            R.output(y)
        return y

ex = tvm.compile(IntPow, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
b = np.array([1, 2, 3, 4], "int32"); e = np.array([3, 2, 1, 0], "int32")
print(vm["main"](tvm.runtime.tensor(b), tvm.runtime.tensor(e)).numpy())
