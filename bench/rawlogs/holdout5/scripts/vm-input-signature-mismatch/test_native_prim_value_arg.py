# cause: vm-input-signature-mismatch
# expect: expect a Tensor but get
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class AddBias:
    @R.function
    def main(x: R.Tensor((4,), "float32"), b: R.Tensor((), "float32")):
        with R.dataflow():
            y = R.add(x, b)
            R.output(y)
        return y


def test_scalar_bias_as_python_float():
    vm = relax.VirtualMachine(tvm.compile(AddBias, target="llvm"), tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.zeros(4, "float32")), 0.5)
    assert np.allclose(out.numpy(), 0.5)
