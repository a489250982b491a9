# cause: assert_op_inverted_condition
# expect: AssertionError
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


# %%
@I.ir_module
class Finite:
    @R.function(pure=False)
    def main(x: R.Tensor((3,), "float32")):
        n_nan = R.sum(R.astype(R.isnan(x), "int32"))
        has_nan = R.greater(n_nan, R.const(0, "int32"))
        R.assert_op(has_nan, format="input contains NaN")
        y = R.sqrt(R.abs(x))
        return y

# %%
ex = tvm.compile(Finite, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
print(vm["main"](tvm.runtime.tensor(np.array([4.0, 9.0, 16.0], "float32"))))
