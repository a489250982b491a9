# cause: tensor_to_shape_float_input
# expect: kDLInt
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_reshape_from_computed_dims():
    @I.ir_module
    class Dims:
        @R.function
        def main(x: R.Tensor((24,), "float32"), dims: R.Tensor((3,), "float32")):
            d = R.floor(dims)
            s = R.tensor_to_shape(d)
            y = R.reshape(x, s)
            return y

    ex = tvm.compile(Dims, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.zeros(24, "float32")), tvm.runtime.tensor(np.array([2.0, 3.0, 4.0], "float32")))
    assert out.shape == (2, 3, 4)
