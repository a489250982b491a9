# cause: vm_arg_count_mismatch
# expect: expects 2 arguments
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class MM:
    @R.function
    def main(a: R.Tensor((4, 4), "float32"), b: R.Tensor((4, 4), "float32")):
        c = R.matmul(a, b)
        return c

MM.show()
vm = relax.VirtualMachine(tvm.compile(MM, "llvm"), tvm.cpu())
vm["main"](tvm.runtime.tensor(np.eye(4, dtype="float32")))
