# cause: sort_nan_misordered
# expect: Mismatched elements
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Order:
    @R.function
    def main(x: R.Tensor((6,), "float32")):
        with R.dataflow():
            i = R.argsort(x, axis=0, dtype="int64")
            R.output(i)
        return i


def test_argsort_with_missing_values():
    vm = relax.VirtualMachine(tvm.compile(Order, target="llvm"), tvm.cpu())
    x = np.array([np.nan, 5.0, 1.0, 4.0, 0.5, 2.0], dtype="float32")
    got = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_array_equal(got, np.argsort(x, kind="stable"))
