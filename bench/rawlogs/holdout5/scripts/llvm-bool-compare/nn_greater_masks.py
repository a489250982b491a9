# cause: llvm-bool-compare
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: stderr
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class OnlyNew(nn.Module):
    def forward(self, now: nn.Tensor, before: nn.Tensor):
        return op.greater(now, before)  # True where a flag switched on


mod, _ = OnlyNew().export_tvm(
    spec={"forward": {"now": spec.Tensor([4, 16], "bool"), "before": spec.Tensor([4, 16], "bool")}}
)
mod.show()
ex = tvm.compile(mod, target="llvm")
