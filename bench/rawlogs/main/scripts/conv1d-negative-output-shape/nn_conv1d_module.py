# cause: conv1d-negative-output-shape
# expect: _nn_conv1d[\s\S]*lead to negative output shape
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Frontend(nn.Module):
    def __init__(self):
        self.conv = nn.Conv1D(in_channels=2, out_channels=4, kernel_size=9, bias=True)

    def forward(self, x: nn.Tensor):
        return self.conv(x)


mod, params = Frontend().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 2, 5), "float32")}})

ex = tvm.compile(mod, target="llvm")
