# cause: torch_binary_symint_no_promotion
# expect: Binary operators must have the same datatype for both operands
# capture: notebook
# %%
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class LengthFeature(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(8, 8)

    def forward(self, x):
        return self.proj(x) + x.size(0)


batch = torch.export.Dim("batch", min=1, max=64)
ep = torch.export.export(LengthFeature().eval(), (torch.randn(4, 8),), dynamic_shapes={"x": {0: batch}})

# %%
mod = from_exported_program(ep)
