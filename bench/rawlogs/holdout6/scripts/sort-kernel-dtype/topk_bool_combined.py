# cause: sort-kernel-dtype
# expect: Unsupported input dtype: (bool|int8|uint8)
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Top:
    @R.function
    def main(x: R.Tensor((10,), "bool")):
        with R.dataflow():
            v = R.topk(x, k=3, ret_type="values")
            R.output(v)
        return v


ex = tvm.compile(Top, "llvm")
print("compiled ok, running")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.arange(10) % 3 == 0)))
