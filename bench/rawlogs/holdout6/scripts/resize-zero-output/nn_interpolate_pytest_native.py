# cause: resize-zero-output
# expect: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest-native
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Up(nn.Module):
    def __init__(self, size):
        self.size = size

    def forward(self, x: nn.Tensor):
        return F.interpolate(x, size=self.size, mode="bilinear")


def test_up_2x():
    mod, _ = Up((16, 16)).export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 4, 8, 8), "float32")}})
    tvm.compile(mod, "llvm")


def test_up_collapsed_height():
    mod, _ = Up((0, 16)).export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 4, 8, 8), "float32")}})
    tvm.compile(mod, "llvm")
