# cause: nn-groupnorm-no-affine
# expect: Found null pointer node while traversing AST
# capture: stderr
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class ResBlock(nn.Module):
    def __init__(self, ch):
        super().__init__()
        self.norm = nn.GroupNorm(num_groups=4, num_channels=ch, affine=False)
        self.conv = nn.Conv2D(ch, ch, 3, padding=1)

    def forward(self, x: nn.Tensor):
        return x + self.conv(nn.op.silu(self.norm(x)))


mod, params = ResBlock(16).export_tvm(spec={"forward": {"x": spec.Tensor([1, 16, 8, 8], "float32")}})
tvm.compile(mod, target="llvm")
