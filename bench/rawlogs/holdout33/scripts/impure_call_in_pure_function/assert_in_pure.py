# cause: impure_call_in_pure_function
# expect: not well-formed
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Guarded:
    @R.function
    def normalize(x: R.Tensor((5,), "float32")):
        s = R.sum(x)
        ok = R.greater(s, R.const(0.0, "float32"))
        R.assert_op(ok, format="sum must be positive")
        y = R.divide(x, s)
        return y


ex = tvm.compile(Guarded, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["normalize"](tvm.runtime.tensor(np.arange(1, 6).astype("float32"))))
