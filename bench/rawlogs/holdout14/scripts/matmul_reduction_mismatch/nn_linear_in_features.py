# cause: matmul_reduction_mismatch
# expect: Matmul requires the reduction length of the operands to be equal
import tvm
from tvm.relax.frontend import nn

class MLP(nn.Module):
    def __init__(self, hidden=32):
        self.up = nn.Linear(16, hidden)
        self.down = nn.Linear(16, 8)   # should be (hidden, 8)
    def forward(self, x):
        return self.down(nn.gelu(self.up(x)))

mod, params = MLP().export_tvm(spec={"forward": {"x": nn.spec.Tensor(["n", 16], "float32")}})
mod.show()
