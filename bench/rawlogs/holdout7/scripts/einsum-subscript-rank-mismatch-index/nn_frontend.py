# cause: einsum-subscript-rank-mismatch-index
# expect: IndexError: Index \d+ out of bounds \d+
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Attn(nn.Module):
    def forward(self, q, k):
        s = relax.op.einsum([q._expr, k._expr], "bhqd,bhkd->bhqk")
        return nn.op.wrap_nested(s, name="scores")


mod, _ = Attn().export_tvm(
    {"forward": {"q": nn.spec.Tensor((2, 16, 8), "float32"), "k": nn.spec.Tensor((2, 16, 8), "float32")}}
)
