# cause: index_tensor_negative_indices
# expect: AssertionError|Mismatched elements
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R



@tvm.script.ir_module
class Adv:
    @R.function
    def main(x: R.Tensor((4, 5), "float32"), i: R.Tensor((3,), "int64"), j: R.Tensor((3,), "int64")):
        with R.dataflow():
            y = R.index_tensor(x, (i, j))
            R.output(y)
        return y


def test_index_tensor_pairs():
    x = np.arange(20, dtype="float32").reshape(4, 5) - 10
    i = np.array([0, -1, 3], dtype="int64")
    j = np.array([-2, 4, -5], dtype="int64")
    
    vm = relax.VirtualMachine(tvm.compile(Adv, target="llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(i), tvm.runtime.tensor(j)).numpy()
    np.testing.assert_array_equal(got, x[i, j])
