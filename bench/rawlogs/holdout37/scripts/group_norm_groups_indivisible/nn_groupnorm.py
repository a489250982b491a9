# cause: group_norm_groups_indivisible
# expect: group_norm
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

# %%
class ResBlock(nn.Module):
    def __init__(self, ch):
        self.conv = nn.Conv2D(3, ch, 3, padding=1)
        self.norm = nn.GroupNorm(num_groups=32, num_channels=ch)
    def forward(self, x):
        return self.norm(self.conv(x))

# %%
mod, params = ResBlock(48).export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 3, 16, 16), "float32")}})
ex = tvm.compile(mod, target="llvm")
print("ok")
