# cause: convertlayout-squeeze-negative-axis
# expect: std::bad_alloc
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2D(16, 10, kernel_size=1, bias=False)

    def forward(self, x: nn.Tensor):
        y = self.conv(x)            # [1, 10, 1, 1]
        return op.squeeze(y, axis=-1)


mod, params = Classifier().export_tvm(spec={"forward": {"x": spec.Tensor([1, 16, 1, 1], "float32")}})
seq = tvm.transform.Sequential(
    [relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "OHWI"]}), relax.transform.LegalizeOps()]
)
mod = seq(mod)
