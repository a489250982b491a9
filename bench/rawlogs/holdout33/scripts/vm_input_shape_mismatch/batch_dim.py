# cause: vm_input_shape_mismatch
# expect: match_cast error
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_batched_call():
    @I.ir_module
    class Lin:
        @R.function
        def main(x: R.Tensor((1, 4), "float32"), w: R.Tensor((4, 2), "float32")):
            y = R.matmul(x, w)
            return y

    ex = tvm.compile(Lin, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.ones((3, 4), "float32")
    w = np.ones((4, 2), "float32")
    out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w))
    np.testing.assert_allclose(out.numpy(), x @ w)
