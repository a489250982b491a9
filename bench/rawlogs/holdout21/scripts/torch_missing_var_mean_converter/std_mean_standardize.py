# cause: torch_missing_var_mean_converter
# expect: Unsupported function types \['var_mean\.correction'\]
# capture: stderr
import torch
from tvm.relax.frontend.torch import from_exported_program


class Standardize(torch.nn.Module):
    def forward(self, x):
        std, mean = torch.std_mean(x, dim=-1, keepdim=True)
        return (x - mean) / (std + 1e-5)


ep = torch.export.export(Standardize(), (torch.randn(4, 20),))
mod = from_exported_program(ep)
