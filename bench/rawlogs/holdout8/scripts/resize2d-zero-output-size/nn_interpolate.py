# cause: resize2d-zero-output-size
# expect: fb->value != 0.*Divide by zero
# capture: combined
# post: truncate=0.55
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op
import tvm


class Up(nn.Module):
    def __init__(self, scale):
        super().__init__()
        self.scale = scale

    def forward(self, x):
        h = int(x.shape[2] * self.scale)
        w = int(x.shape[3] * self.scale)
        return op.interpolate(x, size=(h, w), mode="bilinear")


mod, _ = Up(0.1).export_tvm({"forward": {"x": nn.spec.Tensor((1, 4, 8, 8), "float32")}})
ex = tvm.compile(mod, "llvm")
