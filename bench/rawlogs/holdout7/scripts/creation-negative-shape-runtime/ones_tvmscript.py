# cause: creation-negative-shape-runtime
# expect: std::bad_alloc
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Mask:
    @R.function
    def main(x: R.Tensor((2, 1), "float32")):
        with R.dataflow():
            m = R.ones(R.shape([2, -1]), "float32")
            y = R.multiply(x, m)
            R.output(y)
        return y


vm = relax.VirtualMachine(tvm.compile(Mask, "llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 1), "float32"))))
