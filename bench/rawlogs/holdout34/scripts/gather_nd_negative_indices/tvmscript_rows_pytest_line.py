# cause: gather_nd_negative_indices
# expect: AssertionError|Mismatched elements
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R



@tvm.script.ir_module
class Rows:
    @R.function
    def main(x: R.Tensor((5, 3), "float32"), i: R.Tensor((2, 1), "int64")):
        with R.dataflow():
            y = R.gather_nd(x, i)
            R.output(y)
        return y


def test_gather_rows_negative():
    x = np.arange(15, dtype="float32").reshape(5, 3)
    i = np.array([[-1], [-5]], dtype="int64")
    
    vm = relax.VirtualMachine(tvm.compile(Rows, target="llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(i)).numpy()
    np.testing.assert_array_equal(got, x[i[:, 0]])
