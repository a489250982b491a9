# cause: nn_split_symbolic_then_binary
# expect: AssertionError
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Fold(nn.Module):
    def forward(self, x):
        lo, hi = op.split(x, 2, axis=0)
        return lo + hi

print("export Fold")
Fold().export_tvm(spec={"forward": {"x": nn.spec.Tensor(["seq", 16], "float16")}})
