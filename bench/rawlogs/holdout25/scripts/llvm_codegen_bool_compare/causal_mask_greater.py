# cause: llvm_codegen_bool_compare
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class NewTokens(nn.Module):
    """positions that are set in `now` but were not set in `before`"""

    def forward(self, now: nn.Tensor, before: nn.Tensor):
        return op.greater(now, before)


print("[1/3] export")
mod, _ = NewTokens().export_tvm(
    spec={"forward": {"now": spec.Tensor((1, "seq_len"), "bool"), "before": spec.Tensor((1, "seq_len"), "bool")}}
)
print(mod.script(show_meta=False))
print("[2/3] compile")
ex = tvm.compile(mod, target="llvm")
print("[3/3] run")
