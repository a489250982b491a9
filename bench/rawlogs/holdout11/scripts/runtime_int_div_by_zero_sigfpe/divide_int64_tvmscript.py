# cause: runtime_int_div_by_zero_sigfpe
# expect: Floating point exception
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Ratio:
    @R.function
    def main(a: R.Tensor((4, 4), "int64"), b: R.Tensor((4, 4), "int64")):
        with R.dataflow():
            c = R.divide(a, b)
            R.output(c)
        return c

def test_ratio():
    ex = tvm.compile(Ratio, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.full((4, 4), 10, "int64")
    b = np.zeros((4, 4), "int64")
    out = vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy()
    assert out.shape == (4, 4)
