# cause: call_pure_packed_missing_ty_args
# expect: missing 1 required keyword-only argument: 'ty_args'
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

import tvm_ffi


@tvm_ffi.register_global_func("user.cumsum", override=True)
def cumsum(t):
    return tvm.runtime.tensor(np.cumsum(t.numpy()).astype("float32"))


@I.ir_module
class Cum:
    @R.function
    def main(x: R.Tensor((5,), "float32")):
        c = R.call_pure_packed("user.cumsum", x)
        return c


ex = tvm.compile(Cum, target="llvm")
