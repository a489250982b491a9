# cause: rewriter_signature_mismatch
# expect: The pattern and replacement must have the same signature, but the pattern has type R\.Callable
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import PatternMatchingRewriter
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class GeluRule:
    @R.function
    def pattern(x: R.Tensor((8, 64), "float32")):
        y = R.nn.gelu(x)
        return y

    @R.function
    def replacement(x: R.Tensor((8, 64), "float32"), scale: R.Tensor((), "float32")):
        y = R.multiply(x, R.sigmoid(R.multiply(x, scale)))
        return y


@I.ir_module
class Mlp:
    @R.function
    def main(x: R.Tensor((8, 64), "float32"), w: R.Tensor((64, 64), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            g = R.nn.gelu(h)
            R.output(g)
        return g


def test_fast_gelu_rewrite():
    rewriter = PatternMatchingRewriter.from_module(GeluRule)
    mod = rewriter(Mlp)
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.randn(8, 64).astype("float32")
    w = np.random.randn(64, 64).astype("float32")
    out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()
    assert out.shape == (8, 64)
