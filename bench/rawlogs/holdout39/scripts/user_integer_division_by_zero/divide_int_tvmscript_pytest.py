# cause: user_integer_division_by_zero
# expect: Floating point exception
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Avg:
    @R.function
    def main(s: R.Tensor((4,), "int32"), n: R.Tensor((4,), "int32")) -> R.Tensor((4,), "int32"):
        return R.divide(s, n)

def test_avg_counts():
    ex = tvm.compile(Avg, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    s = np.array([10, 0, 9, 4], "int32"); n = np.array([2, 0, 3, 4], "int32")
    out = vm["main"](tvm.runtime.tensor(s), tvm.runtime.tensor(n)).numpy()
    assert out.shape == (4,)
