# cause: conv-infer-zero-stride
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2D(3, 16, kernel_size=3, stride=0, padding=1)
        self.act = nn.ReLU()

    def forward(self, x):
        return self.act(self.conv(x))


print("exporting Block")
mod, params = Block().export_tvm({"forward": {"x": nn.spec.Tensor((1, 3, 32, 32), "float32")}})
mod.show()
