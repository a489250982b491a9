# cause: vm_wrong_arg_count
# expect: arguments were provided
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pair:
    @R.function
    def main(a: R.Tensor((2,), "float32"), b: R.Tensor((2,), "float32")):
        t = (R.add(a, b), R.subtract(a, b))
        s, d = t
        return R.multiply(s, d)


ex = tvm.compile(Pair, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = tvm.runtime.tensor(np.array([3.0, 4.0], "float32"))
print(vm["main"](a))
