# cause: rewriter_changes_output_shape
# expect: which are not broadcastable
# capture: pytest-short
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, rewrite_call, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class SqueezeExcite:
    @R.function
    def main(x: R.Tensor((1, 16, 8, 8), "float32")) -> R.Tensor((1, 16, 8, 8), "float32"):
        with R.dataflow():
            s = R.mean(x, axis=[2, 3], keepdims=True)
            g = R.sigmoid(s)
            o = R.multiply(x, g)
            R.output(o)
        return o


def mean_to_sum(func):
    inp = wildcard()

    def rewriter(orig, m):
        return R.divide(R.sum(m[inp], axis=[2, 3]), R.const(64.0, "float32"))

    return rewrite_call(is_op("relax.mean")(inp), rewriter, func)


def test_squeeze_excite_rewrite():
    mod = tvm.IRModule({"main": mean_to_sum(SqueezeExcite["main"])})
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(1, 16, 8, 8).astype("float32")
    gate = 1 / (1 + np.exp(-x.mean(axis=(2, 3), keepdims=True)))
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), x * gate, rtol=1e-5)
