# cause: torch_no_int_mm_converter
# expect: Unsupported function types \['_int_mm\.default'\]
# capture: ipython
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class Scores(torch.nn.Module):
    def forward(self, q, k):
        return torch._int_mm(q, k.t().contiguous())


q = torch.randint(-8, 8, (16, 64), dtype=torch.int8)
k = torch.randint(-8, 8, (16, 64), dtype=torch.int8)
ep = export(Scores(), (q, k))
mod = from_exported_program(ep)
