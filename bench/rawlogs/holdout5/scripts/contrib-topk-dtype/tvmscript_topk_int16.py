# cause: contrib-topk-dtype
# expect: Unsupported input dtype: int16
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Best:
    @R.function
    def main(votes: R.Tensor((3, 10), "int16")):
        with R.dataflow():
            t = R.topk(votes, k=2, axis=-1, ret_type="both", largest=True)
            v = t[0]
            i = t[1]
            R.output(v, i)
        return (v, i)


ex = tvm.compile(Best, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
votes = np.arange(30, dtype="int16").reshape(3, 10)
print(vm["main"](tvm.runtime.tensor(votes)))
