# cause: conv_zero_stride_divzero
# expect: Divide by zero
# capture: combined
import tvm
from tvm.relax.frontend import nn

class Stem(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(3, 8, kernel_size=3, stride=0, padding=1)
    def forward(self, x):
        return nn.op.relu(self.conv(x))

mod, params = Stem().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 3, 28, 28), "float32")}})
mod.show()
