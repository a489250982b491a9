# cause: min-value-bool
# expect: Cannot decide min_value for typeT\.bool
# capture: pytest-native
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class AnyPresent(nn.Module):
    def forward(self, x):
        return F.max(x, axis=-1, keepdims=True)


def test_any_present_compiles():
    mod, _ = AnyPresent().export_tvm({"forward": {"x": nn.spec.Tensor((2, 5), "bool")}})
    tvm.compile(mod, target="llvm")
