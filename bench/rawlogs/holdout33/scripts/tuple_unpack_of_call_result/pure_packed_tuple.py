# cause: tuple_unpack_of_call_result
# expect: too many values to unpack
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

import tvm_ffi

# %%
@tvm_ffi.register_global_func("user.minmax", override=True)
def minmax(t):
    a = t.numpy()
    return (tvm.runtime.tensor(a.min(keepdims=True)), tvm.runtime.tensor(a.max(keepdims=True)))

# %%
@I.ir_module
class Range:
    @R.function
    def main(x: R.Tensor((6,), "float32")):
        lo, hi = R.call_pure_packed(
            "user.minmax", x, ty_args=R.Tuple(R.Tensor((1,), "float32"), R.Tensor((1,), "float32"))
        )
        y = R.divide(R.subtract(x, lo), R.subtract(hi, lo))
        return y

# %%
print(Range)
