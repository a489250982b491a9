# cause: conv-stride-zero-div0
# expect: Divide by zero
# capture: stderr
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class Stem(nn.Module):
    def __init__(self, stride):
        super().__init__()
        self.conv = nn.Conv2D(3, 16, kernel_size=3, stride=stride, padding=1, bias=False)
        self.act = nn.ReLU()

    def forward(self, x: nn.Tensor):
        return self.act(self.conv(x))


stride = int("0")  # read from a YAML file in the real project
model = Stem(stride)
mod, params = model.export_tvm(spec={"forward": {"x": spec.Tensor([1, 3, 64, 64], "float32")}})
