# cause: take-oob-segfault
# expect: Segfault encountered
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Gather:
    @R.function
    def main(x: R.Tensor((1024,), "float32"), i: R.Tensor((3,), "int64")):
        with R.dataflow():
            y = R.take(x, i, axis=0)
            R.output(y)
        return y


ex = tvm.compile(Gather, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.zeros(1024, "float32")), tvm.runtime.tensor(np.array([0, -(1 << 38), 5], "int64")))
