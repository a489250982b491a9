# cause: torch_no_fake_quantize_converter
# expect: Unsupported function types
# capture: notebook
# %%
import torch
from torch.export import export
import tvm
from tvm.relax.frontend.torch import from_exported_program

# %%
class FQReLU(torch.nn.Module):
    def forward(self, x):
        y = torch.relu(x)
        return torch.fake_quantize_per_tensor_affine(y, 0.02, 0, 0, 255)

ep = export(FQReLU(), (torch.randn(1, 64),))
ep

# %%
mod = from_exported_program(ep)
mod.show()
