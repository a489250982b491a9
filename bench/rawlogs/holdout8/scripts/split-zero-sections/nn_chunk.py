# cause: split-zero-sections
# expect: number of sections is 0
# capture: combined
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Heads(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.n = n

    def forward(self, x):
        parts = op.split(x, self.n, axis=-1)
        return parts[0]


n_heads = int("0")
mod, _ = Heads(n_heads).export_tvm({"forward": {"x": nn.spec.Tensor((1, 4, 64), "float32")}})
