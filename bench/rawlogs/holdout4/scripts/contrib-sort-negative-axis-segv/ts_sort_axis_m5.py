# cause: contrib-sort-negative-axis-segv
# expect: Segfault encountered
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class SortRows:
    @R.function
    def main(x: R.Tensor((3, 4), "float32")):
        with R.dataflow():
            y = R.sort(x, axis=-5)
            R.output(y)
        return y


print("ret type:", SortRows["main"].ret_ty, flush=True)
ex = tvm.compile(SortRows, target="llvm")
print("compiled; running on a 3x4 input", flush=True)
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.arange(12, dtype="float32").reshape(3, 4))))
