# cause: norm_integer_input
# expect: TypeError
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Block(nn.Module):
    def __init__(self):
        self.norm = nn.GroupNorm(num_groups=2, num_channels=8, dtype="int32")

    def forward(self, x: nn.Tensor):
        return self.norm(x)


mod, params = Block().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 8, 4, 4), "int32")}})
print(params)
