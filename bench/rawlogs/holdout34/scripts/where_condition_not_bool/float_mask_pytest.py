# cause: where_condition_not_bool
# expect: Where requires the input condition tensor to have boolean dtype
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R



@tvm.script.ir_module
class Sel:
    @R.function
    def main(keep: R.Tensor((2, 3), "float32"), a: R.Tensor((2, 3), "float32"), b: R.Tensor((2, 3), "float32")):
        with R.dataflow():
            y = R.where(keep, a, b)
            R.output(y)
        return y


def test_where_float_keep():
    keep = np.array([[1.0, 0.0, 1.0], [0.0, 0.0, 1.0]], dtype="float32")
    a = np.full((2, 3), 5.0, "float32"); b = np.full((2, 3), -5.0, "float32")
    vm = relax.VirtualMachine(tvm.compile(Sel, target="llvm"), tvm.cpu())
    got = vm["main"](*[tvm.runtime.tensor(t) for t in (keep, a, b)]).numpy()
    np.testing.assert_array_equal(got, np.where(keep != 0, a, b))
