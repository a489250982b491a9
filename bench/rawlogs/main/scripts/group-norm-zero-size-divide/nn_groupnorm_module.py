# cause: group-norm-zero-size-divide
# expect: _nn_group_norm[\s\S]*Divide by zero
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class UNetBlock(nn.Module):
    def __init__(self):
        self.norm = nn.GroupNorm(num_groups=2, num_channels=6)

    def forward(self, x: nn.Tensor):
        return self.norm(x)


mod, params = UNetBlock().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 6, 0, 0), "float32")}})


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)
