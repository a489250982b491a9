# cause: vm_wrong_arg_count
# expect: expects 2 arguments \(cond, x\), but 3 arguments were provided
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Sel:
    @R.function
    def main(cond: R.Tensor((), "bool"), x: R.Tensor((3,), "float32")):
        if cond:
            y = R.exp(x)
        else:
            y = R.negative(x)
        return y


ex = tvm.compile(Sel, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.ones(3, "float32"))
# passing the else-value explicitly, as the old API took it
print(vm["main"](tvm.runtime.tensor(np.array(True)), x, x))
