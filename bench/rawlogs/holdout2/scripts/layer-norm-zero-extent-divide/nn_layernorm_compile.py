# cause: layer-norm-zero-extent-divide
# expect: Divide by zero
import tvm
from tvm.relax.frontend import nn


class Head(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)

    def forward(self, x: nn.Tensor):
        return self.norm(x)


HIDDEN = 0  # read from a pruned checkpoint config

mod, params = Head(HIDDEN).export_tvm(
    spec={"forward": {"x": nn.spec.Tensor((2, 7, HIDDEN), "float32")}}
)
ex = tvm.compile(mod, target="llvm")
