# cause: cumsum-bool-no-promotion
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: combined
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class PositionIds(nn.Module):
    def forward(self, attention_mask: nn.Tensor):
        # HF-style position ids: running count of non-padding tokens
        return op.cumsum(attention_mask, axis=-1)


spec = {"forward": {"attention_mask": nn.spec.Tensor((1, 32), "bool")}}
mod, _ = PositionIds().export_tvm(spec=spec)
print(mod.script())
print("building ...")
exe = tvm.compile(mod, target="llvm")
