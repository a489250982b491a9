# cause: assert_op_inverted_condition
# expect: AssertionError: 
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class SafeLog:
    @R.function(pure=False)
    def main(x: R.Tensor((4,), "float32")):
        lo = R.min(x)
        bad = R.less_equal(lo, R.const(0.0, "float32"))
        R.assert_op(bad, lo, format="log input must be positive, min={}")
        y = R.log(x)
        return y


ex = tvm.compile(SafeLog, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array([1.0, 2.0, 3.0, 4.0], "float32"))))
