# cause: scan-rank0-axis
# expect: Index out of range\. size: 0, got index 0
# post: truncate=0.45
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Counter(nn.Module):
    def forward(self, total: nn.Tensor):
        return F.cumsum(total, axis=0)


mod, _ = Counter().export_tvm(spec={"forward": {"total": nn.spec.Tensor((), "float32")}})
tvm.compile(mod, "llvm")
