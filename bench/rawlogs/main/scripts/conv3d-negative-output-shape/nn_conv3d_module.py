# cause: conv3d-negative-output-shape
# expect: _nn_conv3d[\s\S]*lead to negative output shape
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Video(nn.Module):
    def __init__(self):
        self.conv = nn.Conv3D(in_channels=1, out_channels=2, kernel_size=4, bias=False)

    def forward(self, x: nn.Tensor):
        return self.conv(x)


mod, params = Video().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 1, 3, 3, 3), "float32")}})

ex = tvm.compile(mod, target="llvm")
