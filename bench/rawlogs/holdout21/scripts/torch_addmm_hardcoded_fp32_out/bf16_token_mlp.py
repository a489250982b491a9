# cause: torch_addmm_hardcoded_fp32_out
# expect: Binary operators must have the same datatype for both operands.*T\.bfloat16 on the LHS
# capture: stderr
import torch
import torch.nn as nn
import tvm
from tvm.relax.frontend.torch import from_exported_program


class Block(nn.Module):
    def __init__(self, d=64):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))

    def forward(self, x):
        return x + self.mlp(x)


model = Block().to(torch.bfloat16).eval()
x = torch.randn(2, 10, 64, dtype=torch.bfloat16)
ep = torch.export.export(model, (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
