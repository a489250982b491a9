# cause: user_vm_call_shape_mismatch
# expect: expect Tensor with ndim 1 but get 2
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor(("n",), "float32")) -> R.Tensor(("n",), "bool"):
        return R.isfinite(x)

def test_isfinite_batch():
    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.array([[1, np.inf], [np.nan, 2]], "float32")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(a)).numpy(), np.isfinite(a))
