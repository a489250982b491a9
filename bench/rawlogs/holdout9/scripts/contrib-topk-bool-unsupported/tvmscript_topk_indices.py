# cause: contrib-topk-bool-unsupported
# expect: Unsupported input dtype: bool
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class FirstHits:
    @R.function
    def main(hit: R.Tensor((1, 50), "bool")):
        with R.dataflow():
            idx = R.topk(hit, k=5, axis=1, ret_type="indices")
            R.output(idx)
        return idx

ex = tvm.compile(FirstHits, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((1, 50), "bool"))))
