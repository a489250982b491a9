# cause: torch_unary_no_int_promotion
# expect: requires the input tensor to have float dtype
# capture: notebook
# %%
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program

# %%
class Squash(torch.nn.Module):
    def forward(self, q):
        return torch.tanh(q) * 0.5

q = torch.randint(-4, 4, (3, 8), dtype=torch.int32)
Squash()(q)

# %%
mod = from_exported_program(export(Squash(), (q,)))
