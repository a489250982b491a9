# cause: reduce-bool-min-value
# expect: Cannot decide min_value for type
# post: truncate=0.7
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class AnyHit(nn.Module):
    def forward(self, hits: nn.Tensor):
        return F.max(hits, axis=-1)


mod, _ = AnyHit().export_tvm(spec={"forward": {"hits": nn.spec.Tensor((2, 9), "bool")}})
tvm.compile(mod, "llvm")
