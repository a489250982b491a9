# cause: topi_prelu_symbolic_channel
# expect: Expect value to be constant int
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class PReLUBlock:
    @R.function
    def main(x: R.Tensor(("n", "ch"), "float32"), a: R.Tensor(("ch",), "float32")):
        with R.dataflow():
            y = R.nn.prelu(x, a, axis=1)
            R.output(y)
        return y


def test_prelu_dynamic_channels():
    vm = relax.VirtualMachine(tvm.compile(PReLUBlock, "llvm"), tvm.cpu())
    x = np.array([[-1.0, 2.0], [3.0, -4.0]], "float32")
    a = np.array([0.1, 0.2], "float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(a)).numpy(), np.where(x > 0, x, x * a))
