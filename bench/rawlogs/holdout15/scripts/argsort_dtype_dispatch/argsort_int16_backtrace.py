# cause: argsort_dtype_dispatch
# expect: Unsupported input dtype: int16
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Rank:
    @R.function
    def main(x: R.Tensor((5, 7), "int16")):
        with R.dataflow():
            i = R.argsort(x, axis=0, dtype="int64")
            R.output(i)
        return i


vm = relax.VirtualMachine(tvm.compile(Rank, target="llvm"), tvm.cpu())
vm["main"](tvm.runtime.tensor(np.arange(35, dtype="int16").reshape(5, 7)))
