# cause: torch_group_norm_no_affine_null
# expect: Found null pointer node while traversing AST
# capture: stderr
import torch
import torch.nn as nn
import tvm
from tvm.relax.frontend.torch import from_exported_program


class ConvBlock(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.norm = nn.GroupNorm(4, 8, affine=False)
        self.act = nn.SiLU()

    def forward(self, x):
        return self.act(self.norm(self.conv(x)))


model = ConvBlock().eval()
x = torch.randn(1, 3, 16, 16)
ep = torch.export.export(model, (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
