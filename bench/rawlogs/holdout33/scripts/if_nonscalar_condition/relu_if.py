# cause: if_nonscalar_condition
# expect: Mismatched elements
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_branchy_relu():
    @I.ir_module
    class Relu:
        @R.function
        def main(x: R.Tensor((2, 3), "float32")):
            pos = R.greater(x, R.const(0.0, "float32"))
            if pos:
                y = x
            else:
                y = R.zeros(R.shape([2, 3]), "float32")
            return y

    ex = tvm.compile(Relu, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.array([[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]], "float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), np.maximum(x, 0))
