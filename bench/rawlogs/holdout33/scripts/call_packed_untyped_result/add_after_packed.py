# cause: call_packed_untyped_result
# expect: Arguments to binary operators must be either R.Tensor or R.Prim types
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

import tvm_ffi


@tvm_ffi.register_global_func("user.noise", override=True)
def noise(t):
    return tvm.runtime.tensor(np.random.rand(*t.shape).astype("float32"))


@I.ir_module
class Noisy:
    @R.function(pure=False)
    def main(x: R.Tensor((2, 2), "float32")):
        n = R.call_packed("user.noise", x)
        y = R.add(x, n)
        return y


ex = tvm.compile(Noisy, target="llvm")
