# cause: contrib_sort_dtype_unsupported
# expect: sort\.cc
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Hist:
    @R.function
    def main(bins: R.Tensor(("n",), "int16")):
        with R.dataflow():
            s = R.sort(bins, axis=0, descending=True)
            R.output(s)
        return s


def test_sorted_bins():
    vm = relax.VirtualMachine(tvm.compile(Hist, "llvm"), tvm.cpu())
    b = np.array([3, 9, 1], "int16")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(b)).numpy(), np.sort(b)[::-1])
