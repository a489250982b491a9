# cause: sort_bool_unsupported
# expect: Unsupported input dtype
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def test_valid_first_order():
    @tvm.script.ir_module
    class Order:
        @R.function
        def main(valid: R.Tensor((10,), "bool")):
            with R.dataflow():
                o = R.argsort(valid, axis=0, descending=True, dtype="int32")
                R.output(o)
            return o

    ex = tvm.compile(Order, target="llvm")
    valid = np.array([0, 1, 1, 0, 1, 0, 0, 1, 1, 0], bool)
    got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(valid)).numpy()
    np.testing.assert_array_equal(got, np.argsort(~valid, kind="stable"))
