# cause: user_truediv_symbolic_dim
# expect: TVM supports multiple types of integer divisions
# capture: combined
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class SplitHeads(nn.Module):
    def __init__(self, heads=4):
        self.heads = heads
    def forward(self, x):
        b, s, d = x.shape
        return op.reshape(x, [b, s, self.heads, d / self.heads])

mod, _ = SplitHeads().export_tvm(spec={"forward": {"x": nn.spec.Tensor([1, "s", "d"], "float32")}})
