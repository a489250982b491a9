# cause: resize-zero-output-size
# expect: get_inx[\s\S]*Divide by zero
import tvm
from tvm.relax.frontend import nn


class FPNTop(nn.Module):
    """Top-down path of a feature pyramid; the coarsest level is resized by 1/8."""

    def __init__(self, scale):
        self.scale = scale

    def forward(self, p5: nn.Tensor):
        small = nn.op.interpolate(p5, scale_factor=self.scale, mode="bilinear")
        return nn.op.relu(small)


mod, params = FPNTop(0.125).export_tvm(
    spec={"forward": {"p5": nn.spec.Tensor((1, 256, 7, 7), "float32")}}
)
mod.show()
ex = tvm.compile(mod, target="llvm")
