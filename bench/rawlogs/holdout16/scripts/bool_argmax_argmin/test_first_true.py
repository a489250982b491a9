# cause: bool_argmax_argmin
# expect: Cannot decide min_value for type
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class FirstTrue:
    @R.function
    def main(flags: R.Tensor((3, 9), "bool")) -> R.Tensor((3,), "int64"):
        idx = R.argmax(flags, axis=1)
        return idx


def test_first_true_index():
    ex = tvm.compile(FirstTrue, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    flags = np.zeros((3, 9), bool)
    flags[:, 4] = True
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(flags)).numpy(), [4, 4, 4])
