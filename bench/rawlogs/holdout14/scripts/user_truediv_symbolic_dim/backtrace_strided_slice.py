# cause: user_truediv_symbolic_dim
# expect: TVM supports multiple types of integer divisions
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Halve(nn.Module):
    def forward(self, x):
        n = x.shape[1]
        return op.take(x, op.arange(0, n / 2, dtype="int64"), axis=1)

Halve().export_tvm(spec={"forward": {"x": nn.spec.Tensor([2, "n"], "float32")}})
