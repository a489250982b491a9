# cause: rewriter_swaps_operands_wrong_result
# expect: Not equal to tolerance
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@R.rewriter
class LinearToTransposedMatmul:
    @R.function
    def pattern(x: R.Tensor((32, 32), "float32"), w: R.Tensor((32, 32), "float32")):
        wt = R.permute_dims(w)
        y = R.matmul(x, wt)
        return y

    @R.function
    def replacement(x: R.Tensor((32, 32), "float32"), w: R.Tensor((32, 32), "float32")):
        y = R.permute_dims(R.matmul(x, w))
        return y


@I.ir_module
class Layer:
    @R.function
    def main(x: R.Tensor((32, 32), "float32"), w: R.Tensor((32, 32), "float32")):
        with R.dataflow():
            wt = R.permute_dims(w)
            y = R.matmul(x, wt)
            z = R.nn.relu(y)
            R.output(z)
        return z


def run(mod, x, w):
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()


def test_rewrite_preserves_numerics():
    x = np.random.randn(32, 32).astype("float32")
    w = np.random.randn(32, 32).astype("float32")
    expected = run(Layer, x, w)
    rewritten = LinearToTransposedMatmul(Layer)
    np.testing.assert_allclose(run(rewritten, x, w), expected, rtol=1e-4, atol=1e-4)
