# cause: groupnorm-zero-groups
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn


class Block(nn.Module):
    def __init__(self, groups):
        self.norm = nn.GroupNorm(num_groups=groups, num_channels=16)

    def forward(self, x: nn.Tensor):
        return self.norm(x)


cfg = {"groups": 16 // 32}
print("config:", cfg)
mod, _ = Block(cfg["groups"]).export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 16, 8, 8), "float32")}})
tvm.compile(mod, "llvm")
