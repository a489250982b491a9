# cause: power_int_legalize
# expect: power only applies to float
# capture: pytest-native
# post: truncate=0.45
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Poly(nn.Module):
    def forward(self, x: nn.Tensor):
        return nn.op.wrap_nested(relax.op.power(x._expr, relax.const(3, "int32")), name="cube")


def test_poly_int():
    mod, _ = Poly().export_tvm(spec={"forward": {"x": nn.spec.Tensor((10,), "int32")}})
    tvm.compile(mod, target="llvm")
