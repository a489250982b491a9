# cause: vm_input_shape_mismatch
# expect: ndim mismatch|ErrorContext
# capture: combined
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Score:
    @R.function
    def main(x: R.Tensor((2, 3), "float32")):
        s = R.sum(x, axis=[1])
        m = R.max(s)
        return (s, m)


ex = tvm.compile(Score, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.ones(6, "float32")
print("calling with", x.shape)
print(vm["main"](tvm.runtime.tensor(x)))
