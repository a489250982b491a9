# cause: matmul-reduction-length-mismatch
# expect: Matmul requires the reduction length of the operands to be equal
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class MLP(nn.Module):
    def __init__(self):
        self.fc1 = nn.Linear(32, 64)
        self.fc2 = nn.Linear(48, 10)

    def forward(self, x: nn.Tensor):
        return self.fc2(nn.op.relu(self.fc1(x)))


mod, params = MLP().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 32), "float32")}})

print("compiling ...", flush=True)
ex = tvm.compile(mod, target="llvm")
