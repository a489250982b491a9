# cause: user_logical_not_on_non_bool
# expect: Where requires the input condition tensor to have boolean dtype
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mask:
    @R.function
    def main(m: R.Tensor((2, 3), "uint8"), x: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "float32"):
        with R.dataflow():
            inv = R.logical_not(m)
            y = R.where(inv, x, R.const(0.0, "float32"))
            R.output(y)
        return y

def test_mask():
    ex = tvm.compile(Mask, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    m = np.array([[1, 0, 1], [0, 0, 1]], "uint8"); x = np.ones((2, 3), "float32")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(m), tvm.runtime.tensor(x)).numpy(), np.where(m == 0, x, 0))
