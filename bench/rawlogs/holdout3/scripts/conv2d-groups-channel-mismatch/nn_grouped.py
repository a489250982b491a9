# cause: conv2d-groups-channel-mismatch
# expect: channel size of the data should equal
# capture: combined
import tvm
from tvm.relax.frontend import nn


class Block(nn.Module):
    def __init__(self):
        self.reduce = nn.Conv2D(64, 48, 1)
        self.grouped = nn.Conv2D(64, 64, 3, padding=1, groups=4)   # should take 48 in-channels

    def forward(self, x: nn.Tensor):
        return self.grouped(self.reduce(x))


print("export Block")
mod, params = Block().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 64, 20, 20), "float32")}})
print(len(params), "params")
