# cause: tuple_unpack_of_call_result
# expect: too many values to unpack \(expected 2\)
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Gated:
    @R.function
    def main(x: R.Tensor((2, 8), "float32")):
        a, g = R.split(x, indices_or_sections=2, axis=1)
        y = R.multiply(a, R.sigmoid(g))
        return y


ex = tvm.compile(Gated, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 8), "float32"))))
