# cause: tvm_intmin_div_minus_one_sigfpe
# expect: Floating point exception
# capture: ipython
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4,), "int64"), y: R.Tensor((4,), "int64")) -> R.Tensor((4,), "int64"):
        return R.floor_divide(x, y)

ex = tvm.compile(Mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.array([np.iinfo("int64").min, 7, -7, 7], "int64"); b = np.array([-1, -2, -2, 2], "int64")
print(vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy())
