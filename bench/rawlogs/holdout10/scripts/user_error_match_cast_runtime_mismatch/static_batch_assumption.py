# cause: user_error_match_cast_runtime_mismatch
# expect: ErrorContext\(match_cast
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor(("n", 4), "float32")):
        with R.dataflow():
            y = R.match_cast(x, R.Tensor((8, 4), "float32"))
            z = R.exp(y)
            R.output(z)
        return z

vm = relax.VirtualMachine(tvm.compile(M, "llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((3, 4), "float32"))))
