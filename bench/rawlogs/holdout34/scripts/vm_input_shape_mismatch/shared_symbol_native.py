# cause: vm_input_shape_mismatch
# expect: ErrorContext
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R



@tvm.script.ir_module
class Sel:
    @R.function
    def main(c: R.Tensor(("n",), "bool"), a: R.Tensor(("n",), "float32"), b: R.Tensor(("n",), "float32")):
        with R.dataflow():
            y = R.where(c, a, b)
            R.output(y)
        return y


def test_where_ragged_batch():
    c = np.array([True, False, True, False, True])
    a = np.arange(5, dtype="float32")
    b = -np.arange(4, dtype="float32")   # last batch is short
    vm = relax.VirtualMachine(tvm.compile(Sel, target="llvm"), tvm.cpu())
    got = vm["main"](*[tvm.runtime.tensor(t) for t in (c, a, b)]).numpy()
    np.testing.assert_array_equal(got, np.where(c, a, b))
