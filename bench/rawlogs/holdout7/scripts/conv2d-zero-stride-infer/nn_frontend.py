# cause: conv2d-zero-stride-infer
# expect: Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn


class Block(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(3, 16, kernel_size=3, stride=0, padding=1)

    def forward(self, x):
        return nn.op.silu(self.conv(x))


spec = {"forward": {"x": nn.spec.Tensor((1, 3, 64, 64), "float32")}}
mod, params = Block().export_tvm(spec)
mod.show()
