# cause: softmax_integer_input
# expect: TypeError
# capture: pytest-short
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def test_log_softmax_int64():
    @tvm.script.ir_module
    class LogProb:
        @R.function
        def main(x: R.Tensor((3, 8), "int64")):
            with R.dataflow():
                y = R.nn.log_softmax(x, axis=1)
                R.output(y)
            return y

    ex = tvm.compile(LogProb, target="llvm")
    x = np.random.randint(0, 9, (3, 8)).astype("int64")
    out = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x)).numpy()
    xf = x.astype("float64")
    ref = xf - np.log(np.exp(xf).sum(1, keepdims=True))
    np.testing.assert_allclose(out, ref, rtol=1e-5)
