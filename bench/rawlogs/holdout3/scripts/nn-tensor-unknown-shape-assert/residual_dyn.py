# cause: nn-tensor-unknown-shape-assert
# expect: _check_tensor[\s\S]*AssertionError
import tvm
from tvm.relax.frontend import nn


class Residual(nn.Module):
    def __init__(self):
        self.proj = nn.Linear(64, 64)

    def forward(self, x: nn.Tensor, skip: nn.Tensor):
        return self.proj(x) + skip


mod, params = Residual().export_tvm(
    spec={"forward": {"x": nn.spec.Tensor(("seq", 64), "float32"),
                      "skip": nn.spec.Tensor(("seq_skip", 64), "float32")}}
)
mod.show()
