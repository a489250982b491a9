# cause: shape_of_used_as_tensor
# expect: binary operators
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_mean_via_shape():
    @I.ir_module
    class Mean:
        @R.function
        def main(x: R.Tensor((5,), "float32")):
            total = R.sum(x)
            n = R.shape_of(x)
            y = R.divide(total, n)
            return y

    ex = tvm.compile(Mean, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(5).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), x.mean())
