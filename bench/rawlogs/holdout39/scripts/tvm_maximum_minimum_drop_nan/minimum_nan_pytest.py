# cause: tvm_maximum_minimum_drop_nan
# expect: AssertionError
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "float32"):
        y = R.minimum(x, R.const(1.0, "float32"))
        return y

def test_minimum_propagates_nan():
    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.array([[np.nan, 0.5, 3], [2, np.nan, -1]], "float32")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(a)).numpy(), np.minimum(a, 1.0))
