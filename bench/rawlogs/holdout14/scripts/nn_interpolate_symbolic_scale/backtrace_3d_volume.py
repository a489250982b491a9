# cause: nn_interpolate_symbolic_scale
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not '(Mul|Var)'
# env: TVM_BACKTRACE=1
# post: truncate=0.7
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class SR(nn.Module):
    def __init__(self):
        self.head = nn.Conv2D(3, 3, 3, padding=1)
    def forward(self, x):
        y = self.head(x)
        return op.interpolate(y, scale_factor=4, mode="nearest")

mod, params = SR().export_tvm(spec={"forward": {"x": nn.spec.Tensor([1, 3, "H", "W"], "float32")}}, debug=False)
