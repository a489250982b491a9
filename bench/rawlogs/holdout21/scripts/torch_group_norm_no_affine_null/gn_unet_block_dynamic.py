# cause: torch_group_norm_no_affine_null
# expect: Found null pointer node while traversing AST
# capture: ipython
# env: TVM_BACKTRACE=1
import torch
import torch.nn as nn
import tvm
from tvm.relax.frontend.torch import from_exported_program


class ResBlock(nn.Module):
    def __init__(self, ch):
        super().__init__()
        self.n1 = nn.GroupNorm(8, ch, affine=False)
        self.c1 = nn.Conv2d(ch, ch, 3, padding=1)
        self.n2 = nn.GroupNorm(8, ch, affine=False)
        self.c2 = nn.Conv2d(ch, ch, 3, padding=1)

    def forward(self, x):
        h = self.c1(torch.relu(self.n1(x)))
        h = self.c2(torch.relu(self.n2(h)))
        return x + h


batch = torch.export.Dim("batch", min=1, max=16)
x = torch.randn(2, 32, 8, 8)
ep = torch.export.export(ResBlock(32).eval(), (x,), dynamic_shapes={"x": {0: batch}})
mod = from_exported_program(ep, keep_params_as_input=False)
mod.show()
