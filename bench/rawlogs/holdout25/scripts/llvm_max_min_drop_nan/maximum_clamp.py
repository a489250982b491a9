# cause: llvm_max_min_drop_nan
# expect: nan location mismatch
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Floor:
    @R.function
    def main(x: R.Tensor(("n",), "float32"), lo: R.Tensor(("n",), "float32")):
        with R.dataflow():
            y = R.maximum(x, lo)
            R.output(y)
        return y


def test_maximum_propagates_nan():
    vm = relax.VirtualMachine(tvm.compile(Floor, "llvm"), tvm.cpu())
    x = np.array([np.nan, 0.5, 3.0], "float32")
    lo = np.array([1.0, 1.0, np.nan], "float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(lo)).numpy(), np.maximum(x, lo))
