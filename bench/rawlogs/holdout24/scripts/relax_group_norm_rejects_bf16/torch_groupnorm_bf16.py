# cause: relax_group_norm_rejects_bf16
# expect: expects that data must be float, but got T\.bfloat16
# capture: combined
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class ResBlock(torch.nn.Module):
    def __init__(self, c=16):
        super().__init__()
        self.norm = torch.nn.GroupNorm(4, c)
        self.conv = torch.nn.Conv2d(c, c, 3, padding=1)

    def forward(self, x):
        return x + self.conv(torch.nn.functional.silu(self.norm(x)))


m = ResBlock().eval().to(torch.bfloat16)
x = torch.randn(1, 16, 8, 8, dtype=torch.bfloat16)
ep = export(m, (x,))
print("exported ok; importing to relax")
mod = from_exported_program(ep)
mod.show()
