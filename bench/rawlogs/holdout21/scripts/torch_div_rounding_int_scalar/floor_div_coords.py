# cause: torch_div_rounding_int_scalar
# expect: TypeError: Binary operators must have the same datatype for both operands
# capture: stderr
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class Quantize(torch.nn.Module):
    def forward(self, coords):
        # voxelize continuous coordinates into 4-unit cells
        return torch.div(coords, 4, rounding_mode="floor")


coords = torch.rand(100, 3) * 64
ep = torch.export.export(Quantize(), (coords,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
