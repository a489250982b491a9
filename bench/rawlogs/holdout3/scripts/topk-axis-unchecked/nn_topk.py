# cause: topk-axis-unchecked
# expect: Index -1 out of bounds 3
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn


class Router(nn.Module):
    def __init__(self, experts, top):
        self.gate = nn.Linear(64, experts, bias=False)
        self.top = top

    def forward(self, h: nn.Tensor):
        logits = self.gate(h)                       # (batch, seq, experts)
        vals, idx = nn.op.topk(logits, self.top, axis=-4)
        return vals, idx


mod, params = Router(8, 2).export_tvm(spec={"forward": {"h": nn.spec.Tensor((2, 16, 64), "float32")}})
mod.show()
