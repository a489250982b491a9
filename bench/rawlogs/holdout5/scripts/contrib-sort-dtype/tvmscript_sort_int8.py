# cause: contrib-sort-dtype
# expect: Unsupported input dtype: int8
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Rank:
    @R.function
    def main(scores: R.Tensor((2, 6), "int8")):
        with R.dataflow():
            s = R.sort(scores, axis=-1, descending=True)
            R.output(s)
        return s


ex = tvm.compile(Rank, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
scores = np.array([[3, -1, 7, 0, 2, 5], [9, 8, -7, 6, 5, 4]], dtype="int8")
print(vm["main"](tvm.runtime.tensor(scores)))
