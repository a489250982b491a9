# cause: vm_input_shape_mismatch
# expect: match_cast error
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Add:
    @R.function
    def main(a: R.Tensor(("n", 8), "float32"), b: R.Tensor(("n", 8), "float32")):
        with R.dataflow():
            c = R.add(a, b)
            R.output(c)
        return c

ex = tvm.compile(Add, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("batch 1 ok:", vm["main"](tvm.runtime.tensor(np.ones((2, 8), "float32")), tvm.runtime.tensor(np.ones((2, 8), "float32"))).shape)
vm["main"](tvm.runtime.tensor(np.ones((3, 8), "float32")), tvm.runtime.tensor(np.ones((4, 8), "float32")))
