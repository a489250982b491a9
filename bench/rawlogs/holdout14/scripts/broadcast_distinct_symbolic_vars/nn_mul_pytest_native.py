# cause: broadcast_distinct_symbolic_vars
# expect: AssertionError
# capture: pytest-native
import tvm
from tvm.relax.frontend import nn

class Gate(nn.Module):
    def forward(self, x, g):
        return x * nn.sigmoid(g)

def test_gate():
    Gate().export_tvm(spec={"forward": {"x": nn.spec.Tensor(["n", 8], "float32"), "g": nn.spec.Tensor(["m", 8], "float32")}})
