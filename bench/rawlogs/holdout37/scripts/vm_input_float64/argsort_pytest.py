# cause: vm_input_float64
# expect: dtype float32 but get float64
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Order:
    @R.function
    def main(x: R.Tensor((10,), "float32")):
        with R.dataflow():
            i = R.argsort(x, axis=0, descending=True, dtype="int64")
            R.output(i)
        return i


@pytest.fixture(scope="module")
def vm():
    return relax.VirtualMachine(tvm.compile(Order, target="llvm"), tvm.cpu())


@pytest.mark.parametrize("data", [np.linspace(0, 1, 10), np.array([3, 1, 4, 1, 5, 9, 2, 6, 5, 3], dtype="float32")])
def test_argsort_desc(vm, data):
    got = vm["main"](tvm.runtime.tensor(data)).numpy()
    np.testing.assert_array_equal(got, np.argsort(-data, kind="stable"))
