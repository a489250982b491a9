# cause: llvm_codegen_bool_binary_arith
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class CombineMasks(nn.Module):
    def forward(self, attn_mask: nn.Tensor, pad_mask: nn.Tensor):
        return attn_mask * pad_mask


mod, _ = CombineMasks().export_tvm(
    spec={"forward": {"attn_mask": spec.Tensor(("b", "s"), "bool"), "pad_mask": spec.Tensor(("b", "s"), "bool")}}
)
ex = tvm.compile(mod, target="llvm")
