# cause: contrib-sort-bool-unsupported
# expect: Unsupported input dtype: bool
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class SortMask:
    @R.function
    def main(m: R.Tensor((32,), "bool")):
        with R.dataflow():
            s = R.sort(m, axis=0, descending=True)
            R.output(s)
        return s

ex = tvm.compile(SortMask, target="llvm")
print("compiled OK, running")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.zeros((32,), "bool")))
