# cause: closure_not_lambda_lifted
# expect: VMShapeLower do not work for local functions
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Outer:
    @R.function
    def main(x: R.Tensor((4,), "float32"), b: R.Tensor((4,), "float32")):
        @R.function
        def add_bias(y: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
            return R.add(y, b)

        h = R.multiply(x, x)
        z = add_bias(h)
        return z


ex = tvm.compile(Outer, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones(4, "float32")), tvm.runtime.tensor(np.ones(4, "float32"))))
