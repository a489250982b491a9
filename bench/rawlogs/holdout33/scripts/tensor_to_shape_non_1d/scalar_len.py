# cause: tensor_to_shape_non_1d
# expect: expected argument to be 1-d
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_dynamic_flatten():
    @I.ir_module
    class Flat:
        @R.function
        def main(x: R.Tensor((3, 4), "float32"), n: R.Tensor((), "int64")):
            s = R.tensor_to_shape(n)
            y = R.reshape(x, s)
            return y

    ex = tvm.compile(Flat, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((3, 4), "float32")), tvm.runtime.tensor(np.array(12, "int64")))
    assert out.shape == (12,)
