# cause: broadcast_distinct_symbolic_vars
# expect: AssertionError
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn

class Residual(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(32, 32)
    def forward(self, x, skip):
        return self.fc(x) + skip

mod, params = Residual().export_tvm(spec={"forward": {
    "x": nn.spec.Tensor(["batch", 32], "float32"),
    "skip": nn.spec.Tensor(["bsz", 32], "float32")}})
