# cause: arange_zero_step_divzero
# expect: Divide by zero
# capture: pytest-native
import tvm
from tvm.relax.frontend import nn

class Pos(nn.Module):
    def forward(self, x):
        return nn.op.add(x, nn.op.arange(0, 64, 0, dtype="float32"))

def test_pos():
    Pos().export_tvm(spec={"forward": {"x": nn.spec.Tensor((64,), "float32")}})
