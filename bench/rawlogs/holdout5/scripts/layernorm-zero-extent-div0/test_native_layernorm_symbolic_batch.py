# cause: layernorm-zero-extent-div0
# expect: Divide by zero
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class LN:
    @R.function
    def main(x: R.Tensor(("n", 0), "float32"), g: R.Tensor((0,), "float32"), b: R.Tensor((0,), "float32")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[-1])
            z = R.nn.relu(y)
            R.output(z)
        return z


def test_relu_only():
    @I.ir_module
    class Small:
        @R.function
        def main(x: R.Tensor(("n", 4), "float32")):
            with R.dataflow():
                z = R.nn.relu(x)
                R.output(z)
            return z

    ex = tvm.compile(Small, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.full((2, 4), -1.0, "float32"))).numpy()
    assert (out == 0).all()


def test_layer_norm_dynamic_batch():
    tvm.compile(LN, target="llvm")
