# cause: conv2d-zero-stride
# expect: Divide by zero
import tvm
from tvm.relax.frontend import nn


class Stem(nn.Module):
    def __init__(self, stride):
        super().__init__()
        self.conv = nn.Conv2D(3, 16, kernel_size=3, stride=stride, padding=1)

    def forward(self, x: nn.Tensor):
        return nn.op.relu(self.conv(x))


stride = int("0")  # parsed from a CLI flag
mod, params = Stem(stride).export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 3, 32, 32), "float32")}})
tvm.compile(mod, target="llvm")
