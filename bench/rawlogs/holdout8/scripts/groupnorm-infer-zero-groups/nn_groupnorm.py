# cause: groupnorm-infer-zero-groups
# expect: Divide by zero
# capture: combined
from tvm.relax.frontend import nn


class Head(nn.Module):
    def __init__(self, groups, channels):
        super().__init__()
        self.norm = nn.GroupNorm(groups, channels)
        self.proj = nn.Conv2D(channels, channels, 1)

    def forward(self, x):
        return self.proj(self.norm(x))


groups = 32 // 64  # meant ceil(32/64); integer division gives 0
print("num_groups =", groups)
mod, _ = Head(groups, 32).export_tvm({"forward": {"x": nn.spec.Tensor((1, 32, 8, 8), "float32")}})
