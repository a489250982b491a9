# cause: nn_split_symbolic_then_binary
# expect: AssertionError
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class GLU(nn.Module):
    def forward(self, x):
        a, b = op.split(x, 2, axis=-1)
        return a * op.sigmoid(b)

mod, _ = GLU().export_tvm(spec={"forward": {"x": nn.spec.Tensor(["n", "d"], "float32")}})
