# cause: readonly_numpy_input
# expect: BufferError: Cannot export readonly array
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class AddBias:
    @R.function
    def main(x: R.Tensor((4, 8), "float32"), bias: R.Tensor((4, 8), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.add(x, bias))
            R.output(y)
        return y


def test_add_broadcast_bias():
    ex = tvm.compile(AddBias, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.full((4, 8), -0.5, dtype="float32")
    bias = np.broadcast_to(np.arange(8, dtype="float32"), (4, 8))
    y = vm["main"](x, bias).numpy()
    np.testing.assert_allclose(y[0], np.maximum(np.arange(8) - 0.5, 0))
