# cause: topk_unsupported_dtype
# expect: Unsupported input dtype: (bool|int16|uint16)
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class TopFlags:
    @R.function
    def main(f: R.Tensor((1, 32), "bool")):
        idx = R.topk(f, k=4, axis=1, ret_type="indices", dtype="int32")
        return idx


vm = relax.VirtualMachine(tvm.compile(TopFlags, "llvm"), tvm.cpu())
print("compiled; running")
print(vm["main"](tvm.runtime.tensor(np.random.rand(1, 32) > 0.5)))
