# cause: old_api_sinfo_kwargs
# expect: unexpected keyword argument 'sinfo_args'
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

@tvm_ffi.register_global_func("demo.double")
def double(x):
    return tvm.runtime.tensor(x.numpy() * 2)

@tvm.script.ir_module
class Dbl:
    @R.function
    def main(x: R.Tensor((2, 2), "float32")):
        y = R.call_pure_packed("demo.double", x, sinfo_args=R.Tensor((2, 2), "float32"))
        return y

ex = tvm.compile(Dbl, target="llvm")
