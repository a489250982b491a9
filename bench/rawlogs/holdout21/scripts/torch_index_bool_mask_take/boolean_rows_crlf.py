# cause: torch_index_bool_mask_take
# expect: Take op requires the input indices to have integer dtype
# capture: combined
# post: crlf
import torch
import torch.nn as nn
import tvm
from tvm.relax.frontend.torch import from_exported_program


class Router(nn.Module):
    def __init__(self):
        super().__init__()
        self.gate = nn.Linear(8, 1)

    def forward(self, x):
        sel = self.gate(x).squeeze(-1) > 0
        return x[sel]


x = torch.randn(10, 8)
print("export...")
ep = torch.export.export(Router().eval(), (x,))
print("import...")
mod = from_exported_program(ep)
