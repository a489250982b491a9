# cause: tuple_output_treated_as_tensor
# expect: ValueError: not enough values to unpack \(expected 3, got 2\)
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Norm:
    @R.function
    def normalize(x: R.Tensor((6, 5), "float32")):
        with R.dataflow():
            mean = R.mean(x, axis=0, keepdims=True)
            var = R.variance(x, axis=0, keepdims=True)
            normed = R.divide(R.subtract(x, mean), R.sqrt(R.add(var, R.const(1e-5, "float32"))))
            out = (normed, (mean, var))
            R.output(out)
        return out


def test_normalize_outputs():
    ex = tvm.compile(Norm, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.default_rng(6).normal(2.0, 3.0, (6, 5)).astype("float32")
    normed, mean, var = vm["normalize"](x)
    np.testing.assert_allclose(mean.numpy(), x.mean(0, keepdims=True), rtol=1e-5)
    np.testing.assert_allclose(normed.numpy().mean(0), np.zeros(5), atol=1e-5)
