# cause: torch_div_rounding_int_scalar
# expect: Binary operators must have the same datatype for both operands
# capture: ipython
import torch
import torch.nn as nn
import tvm
from tvm.relax.frontend.torch import from_exported_program


class FixedPoint(nn.Module):
    def forward(self, x):
        scaled = x * 256
        return torch.div(scaled, 3, rounding_mode="trunc")


ep = torch.export.export(FixedPoint(), (torch.randn(2, 5),))
mod = from_exported_program(ep)
