# cause: sort_unsupported_dtype
# expect: Unsupported input dtype: (bool|int8|uint8)
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class SortQ:
    @R.function
    def main(x: R.Tensor((8,), "int8")):
        y = R.sort(x, axis=0, descending=True)
        return y


def test_sort_int8():
    ex = tvm.compile(SortQ, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = np.array([3, -1, 7, 0, 2, -5, 9, 1], dtype="int8")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(data)).numpy(), np.sort(data)[::-1])
