# cause: group-norm-zero-extent-divide
# expect: Divide by zero
import tvm
from tvm.relax.frontend import nn


class DecoderBlock(nn.Module):
    def __init__(self, channels, groups):
        super().__init__()
        self.norm = nn.GroupNorm(num_groups=groups, num_channels=channels)
        self.act = nn.SiLU()

    def forward(self, x: nn.Tensor):
        return self.act(self.norm(x))


block = DecoderBlock(channels=8, groups=4)
mod, _ = block.export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 8, 0, 0), "float32")}})
tvm.compile(mod, target="llvm")
