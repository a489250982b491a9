# cause: user-conv-groups-channel-mismatch
# expect: The channel size of the data should equal to the product of input channel size of the weight and the number of groups
import tvm
from tvm.relax.frontend import nn


class DW(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(4, 8, 3, groups=3)

    def forward(self, x):
        return self.conv(x)


mod, _ = DW().export_tvm({"forward": {"x": nn.spec.Tensor((1, 4, 8, 8), "float32")}})
