# cause: cumsum_bool_accum
# expect: CreateAdd
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class SegmentStarts:
    @R.function
    def main(flags: R.Tensor((16,), "bool")) -> R.Tensor((16,), "bool"):
        with R.dataflow():
            ids = R.cumsum(flags, axis=0, exclusive=True)
            R.output(ids)
        return ids


SegmentStarts.show()
print("building for llvm ...")
ex = tvm.compile(SegmentStarts, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
flags = np.zeros(16, dtype=bool)
flags[[0, 5, 9]] = True
print(vm["main"](tvm.runtime.tensor(flags)))
