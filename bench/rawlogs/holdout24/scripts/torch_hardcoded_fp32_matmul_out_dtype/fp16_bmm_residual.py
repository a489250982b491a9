# cause: torch_hardcoded_fp32_matmul_out_dtype
# expect: Binary operators must have the same datatype for both operands
# capture: ipython
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class AttnProj(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.randn(32, 32))
        self.b = torch.nn.Parameter(torch.zeros(32))

    def forward(self, p, v):
        ctx = torch.bmm(p, v)
        return torch.nn.functional.linear(ctx, self.w, self.b)


m = AttnProj().half().eval()
args = (torch.rand(4, 16, 16).half(), torch.randn(4, 16, 32).half())
mod = from_exported_program(export(m, args))
mod.show()
