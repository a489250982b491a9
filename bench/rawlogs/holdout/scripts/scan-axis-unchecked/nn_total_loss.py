# cause: scan-axis-unchecked
# expect: scan\.py[\s\S]*Index out of range\. size: 0, got index 0
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Tracker(nn.Module):
    def forward(self, per_token: nn.Tensor):
        total = op.sum(per_token)           # scalar
        return op.cumsum(total, axis=0)     # running total of the batch losses


mod, _ = Tracker().export_tvm({"forward": {"per_token": nn.spec.Tensor((4, 32), "float32")}})
mod.show()
tvm.compile(mod, target="llvm")
