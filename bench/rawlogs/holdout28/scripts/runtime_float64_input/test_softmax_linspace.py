# cause: runtime_float64_input
# expect: dtype float32 but get float64
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Soft:
    @R.function
    def main(x: R.Tensor(("b", "c"), "float32")):
        with R.dataflow():
            y = R.nn.log_softmax(x, axis=1)
            R.output(y)
        return y


def test_log_softmax_rows():
    vm = relax.VirtualMachine(tvm.compile(Soft, target="llvm"), tvm.cpu())
    x = np.stack([np.linspace(-1, 1, 10), np.linspace(0, 3, 10)])
    got = vm["main"](tvm.runtime.tensor(x)).numpy()
    ref = x - np.log(np.exp(x).sum(1, keepdims=True))
    np.testing.assert_allclose(got, ref, rtol=1e-5)
