# cause: rmsnorm-empty-axis
# expect: fb->value != 0.*Divide by zero
# env: TVM_BACKTRACE=1
from tvm.relax.frontend import nn
import tvm


class Norm(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.norm = nn.RMSNorm(hidden, axes=-1, bias=False)

    def forward(self, x):
        return self.norm(x)


hidden = 0
mod, params = Norm(hidden).export_tvm({"forward": {"x": nn.spec.Tensor((1, 4, hidden), "float32")}})
print([name for name, _ in params])
ex = tvm.compile(mod, "llvm")
