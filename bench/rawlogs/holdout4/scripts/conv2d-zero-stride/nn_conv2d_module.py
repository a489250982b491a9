# cause: conv2d-zero-stride
# expect: Divide by zero
# capture: combined
import tvm
from tvm.relax.frontend import nn


class Stem(nn.Module):
    def __init__(self, stride):
        self.conv = nn.Conv2D(3, 8, kernel_size=3, stride=stride, padding=1, bias=True)
        self.act = nn.ReLU()

    def forward(self, x):
        return self.act(self.conv(x))


spec = {"forward": {"x": nn.spec.Tensor((1, 3, 16, 16), "float32")}}
for stride in (1, 0):
    print(f"export Stem(stride={stride})")
    mod, params = Stem(stride).export_tvm(spec)
    print("  ok:", len(params), "params")
