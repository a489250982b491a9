# cause: conv2d-channel-mismatch
# expect: The channel size of the data should equal to the product of input channel size of the weight
import tvm
from tvm.relax.frontend import nn


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2D(3, 32, 3, padding=1)
        self.conv2 = nn.Conv2D(64, 64, 3, padding=1)  # should be 32 -> 64

    def forward(self, x: nn.Tensor):
        return self.conv2(nn.op.relu(self.conv1(x)))


mod, params = Encoder().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 3, 32, 32), "float32")}})
tvm.compile(mod, target="llvm")
