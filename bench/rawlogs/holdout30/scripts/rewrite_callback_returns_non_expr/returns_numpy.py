# cause: rewrite_callback_returns_non_expr
# expect: Cannot convert from type `ffi\.Tensor` to `ir\.Expr`
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_const, is_op, rewrite_call, wildcard
from tvm.relax.frontend import nn


class Scaled(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(8, 8, bias=False)

    def forward(self, x: nn.Tensor):
        y = self.fc(x)
        return y * nn.Tensor.from_const(np.full((8,), 2.0, "float32")) * nn.Tensor.from_const(np.full((8,), 3.0, "float32"))


def fold_scales(func):
    c0, c1 = is_const(), is_const()
    pattern = is_op("relax.multiply")(is_op("relax.multiply")(is_op("relax.matmul")(wildcard(), wildcard()), c0), c1)

    def rewriter(orig, m):
        folded = m[c0].value.numpy() * m[c1].value.numpy()
        return tvm.runtime.tensor(folded)

    return rewrite_call(pattern, rewriter, func)


def test_constant_scales_folded():
    mod, _ = Scaled().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 8), "float32")}})
    func = fold_scales(mod["forward"])
    assert func.script().count("R.multiply") == 1
