# cause: contrib-topk-dtype
# expect: Unsupported input dtype: int16
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Peak:
    @R.function
    def main(x: R.Tensor((256,), "int16")):
        with R.dataflow():
            t = R.topk(x, k=8, ret_type="values", largest=False)
            R.output(t)
        return t


print("compiling Peak")
ex = relax.build(Peak, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = (np.random.default_rng(1).standard_normal(256) * 1000).astype("int16")
print("lowest 8:", vm["main"](tvm.runtime.tensor(x)))
