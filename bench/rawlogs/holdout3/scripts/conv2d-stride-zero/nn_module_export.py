# cause: conv2d-stride-zero
# expect: export_tvm[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn


class TinyEncoder(nn.Module):
    def __init__(self, stride):
        self.conv1 = nn.Conv2D(3, 16, kernel_size=3, stride=stride, padding=1)
        self.conv2 = nn.Conv2D(16, 32, kernel_size=3, stride=1, padding=1)

    def forward(self, x: nn.Tensor):
        x = nn.op.relu(self.conv1(x))
        return nn.op.relu(self.conv2(x))


model = TinyEncoder(stride=0)
mod, params = model.export_tvm(
    spec={"forward": {"x": nn.spec.Tensor((1, 3, 64, 64), "float32")}}
)
print(mod)
