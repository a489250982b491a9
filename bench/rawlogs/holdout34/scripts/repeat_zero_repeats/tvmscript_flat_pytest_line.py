# cause: repeat_zero_repeats
# expect: repeat only accepts|InternalError
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

import pytest


def build(r):
    @tvm.script.ir_module
    class Rep:
        @R.function
        def main(x: R.Tensor((3, 2), "float32")):
            with R.dataflow():
                y = R.repeat(x, r)
                R.output(y)
            return y
    return Rep


@pytest.mark.parametrize("r", [2, 1, 0])
def test_repeat_flat(r):
    x = np.arange(6, dtype="float32").reshape(3, 2)
    vm = relax.VirtualMachine(tvm.compile(build(r), target="llvm"), tvm.cpu())
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(x)).numpy(), np.repeat(x, r))
