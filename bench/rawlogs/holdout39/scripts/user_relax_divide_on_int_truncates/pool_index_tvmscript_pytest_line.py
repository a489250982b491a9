# cause: user_relax_divide_on_int_truncates
# expect: AssertionError
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Idx:
    @R.function
    def main(off: R.Tensor((5,), "int64")) -> R.Tensor((5,), "int64"):
        with R.dataflow():
            t = R.divide(off, R.const(4, "int64"))
            R.output(t)
        return t

def test_tile_index():
    ex = tvm.compile(Idx, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    off = np.array([-9, -4, -1, 3, 8], "int64")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(off)).numpy(), np.floor_divide(off, 4))
