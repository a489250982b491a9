# cause: rewriter_swaps_operands_wrong_result
# expect: Not equal to tolerance
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, rewrite_call, wildcard
from tvm.relax.frontend import nn

np.random.seed(0)


class Normalize(nn.Module):
    def forward(self, x: nn.Tensor, scale: nn.Tensor):
        return x / scale


def divide_by_reciprocal(func):
    num, den = wildcard(), wildcard()
    div = is_op("relax.divide")(num, den)

    def rewriter(orig, m):
        recip = relax.op.power(m[num], relax.const(-1.0, "float32"))
        return relax.op.multiply(m[den], recip)

    return rewrite_call(div, rewriter, func)


def test_reciprocal_rewrite_matches_numpy():
    mod, _ = Normalize().export_tvm(
        spec={"forward": {"x": nn.spec.Tensor((8, 8), "float32"), "scale": nn.spec.Tensor((8, 8), "float32")}}
    )
    mod["forward"] = divide_by_reciprocal(mod["forward"])
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(8, 8).astype("float32") + 1
    s = np.random.rand(8, 8).astype("float32") + 2
    out = vm["forward"](tvm.runtime.tensor(x), tvm.runtime.tensor(s)).numpy()
    np.testing.assert_allclose(out, x / s, rtol=1e-5)
