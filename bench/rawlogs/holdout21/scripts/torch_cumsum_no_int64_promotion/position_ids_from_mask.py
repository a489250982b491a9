# cause: torch_cumsum_no_int64_promotion
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: stderr
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class PositionIds(torch.nn.Module):
    def forward(self, attention_mask):
        # HF-style: positions only count non-padding tokens
        mask = attention_mask.bool()
        return mask.cumsum(-1) * mask - 1


mask = torch.tensor([[0, 0, 1, 1, 1], [1, 1, 1, 1, 0]])
ep = torch.export.export(PositionIds(), (mask,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
