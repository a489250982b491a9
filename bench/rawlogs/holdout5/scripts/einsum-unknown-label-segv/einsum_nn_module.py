# cause: einsum-unknown-label-segv
# expect: Segfault encountered
# capture: combined
# post: truncate=0.6
import faulthandler

faulthandler.enable()

from tvm import relax  # noqa: E402
from tvm.relax.frontend import nn  # noqa: E402
from tvm.relax.frontend.nn import spec  # noqa: E402


class Bilinear(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter((8, 8, 4), "float32")

    def forward(self, x: nn.Tensor, y: nn.Tensor):
        out = relax.op.einsum([x._expr, self.w._expr, y._expr], "bi,ijo,bj->bp")
        return nn.wrap_nested(out, "bilinear")


mod, params = Bilinear().export_tvm(
    spec={"forward": {"x": spec.Tensor([2, 8], "float32"), "y": spec.Tensor([2, 8], "float32")}}
)
print("params:", [n for n, _ in params])
