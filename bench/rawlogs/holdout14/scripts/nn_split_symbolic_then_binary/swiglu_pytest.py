# cause: nn_split_symbolic_then_binary
# expect: AssertionError
# capture: pytest
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class SwiGLU(nn.Module):
    def __init__(self):
        self.w = nn.Linear(64, 64, bias=False)
    def forward(self, x):
        gate, up = op.split(x, 2, axis=1)
        return self.w(op.silu(gate) * up)

def test_swiglu():
    SwiGLU().export_tvm(spec={"forward": {"x": nn.spec.Tensor([4, "inter"], "float32")}})
