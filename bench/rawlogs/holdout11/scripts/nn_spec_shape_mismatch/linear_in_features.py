# cause: nn_spec_shape_mismatch
# expect: Matmul requires the reduction length
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn

class MLP(nn.Module):
    def __init__(self):
        self.fc1 = nn.Linear(64, 32)
        self.fc2 = nn.Linear(32, 10)
    def forward(self, x):
        return self.fc2(nn.op.relu(self.fc1(x)))

mod, params = MLP().export_tvm(spec={"forward": {"x": nn.spec.Tensor((8, 48), "float32")}})
