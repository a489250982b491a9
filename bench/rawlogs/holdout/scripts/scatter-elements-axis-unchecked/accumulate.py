# cause: scatter-elements-axis-unchecked
# expect: scatter_elements[\s\S]*Index out of range\. size: 0, got index 0
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Acc:
    @R.function
    def main(
        acc: R.Tensor((), "float32"), pos: R.Tensor((), "int32"), val: R.Tensor((), "float32")
    ) -> R.Tensor((), "float32"):
        with R.dataflow():
            r = R.scatter_elements(acc, pos, val, axis=0, reduction="add")
            R.output(r)
        return r


print(Acc)
print("compiling...")
ex = tvm.compile(Acc, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](np.array(1.0, "float32"), np.array(0, "int32"), np.array(2.0, "float32")))
