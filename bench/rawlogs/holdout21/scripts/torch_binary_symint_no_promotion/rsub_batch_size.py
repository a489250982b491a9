# cause: torch_binary_symint_no_promotion
# expect: R\.subtract\(s\d+, .*uses datatype T\.int64 on the LHS
# capture: combined
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class Reverse(torch.nn.Module):
    def forward(self, pos):
        # distances measured from the end of the sequence
        return pos.shape[0] - pos


n = torch.export.Dim("n", min=2, max=4096)
pos = torch.arange(10, dtype=torch.float32)
ep = torch.export.export(Reverse(), (pos,), dynamic_shapes={"pos": {0: n}})
print(ep.graph)
mod = from_exported_program(ep)
