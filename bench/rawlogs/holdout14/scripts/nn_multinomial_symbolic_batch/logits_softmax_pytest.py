# cause: nn_multinomial_symbolic_batch
# expect: TVM supports multiple types of integer divisions
# capture: pytest-native
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Head(nn.Module):
    def __init__(self):
        self.lm_head = nn.Linear(64, 100, bias=False)
    def forward(self, h, u):
        probs = op.softmax(self.lm_head(h), axis=-1)
        return op.multinomial_from_uniform(probs, u, dtype="int32")

def test_sample_dynamic_batch():
    Head().export_tvm(spec={"forward": {"h": nn.spec.Tensor(["b", 64], "float32"), "u": nn.spec.Tensor(["b", 1], "float32")}})
