# cause: torch_binary_symint_no_promotion
# expect: Binary operators must have the same datatype for both operands
# capture: pytest
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class ScaleByWidth(torch.nn.Module):
    def forward(self, x):
        return x * x.shape[-1]


def test_dynamic_width_scale():
    w = torch.export.Dim("w", min=4, max=1024)
    x = torch.randn(3, 32)
    ep = torch.export.export(ScaleByWidth(), (x,), dynamic_shapes={"x": {1: w}})
    mod = from_exported_program(ep)
    tvm.compile(mod, target="llvm")
