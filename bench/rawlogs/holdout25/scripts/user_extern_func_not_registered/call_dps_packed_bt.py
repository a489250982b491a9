# cause: user_extern_func_not_registered
# expect: in either Relax VM kernel library
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class WithExtern:
    @R.function
    def main(x: R.Tensor(("n", 16), "float32")):
        n = T.int64()
        y = R.call_dps_packed("contrib.fast_layernorm", (x,), out_ty=R.Tensor((n, 16), "float32"))
        return y


print(WithExtern)
vm = relax.VirtualMachine(tvm.compile(WithExtern, "llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 16), "float32"))))
