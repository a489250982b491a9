# cause: norm_zero_extent_const_fold
# expect: Divide by zero
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Stem(nn.Module):
    def __init__(self):
        self.norm = nn.GroupNorm(num_groups=2, num_channels=4)

    def forward(self, x: nn.Tensor):
        return self.norm(x)


# a crop that came out empty (H=0) in the augmentation sweep
mod, params = Stem().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 4, 0, 6), "float32")}})
print("exported; compiling")
ex = tvm.compile(mod, target="llvm")
