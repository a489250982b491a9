# cause: sort-rank0-segfault
# expect: Segfault encountered|Segmentation fault
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Scalar:
    @R.function
    def main(x: R.Tensor((), "int32")):
        with R.dataflow():
            s = R.sort(x, axis=-1, descending=True)
            R.output(s)
        return s


ex = tvm.compile(Scalar, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("compiled; running")
print(vm["main"](tvm.runtime.tensor(np.array(7, "int32"))))
