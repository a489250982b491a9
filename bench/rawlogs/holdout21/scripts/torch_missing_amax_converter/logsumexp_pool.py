# cause: torch_missing_amax_converter
# expect: Unsupported function types \['amax\.default'\]
# capture: stderr
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class LSEPool(torch.nn.Module):
    """Smooth max pooling over time."""

    def forward(self, x):
        return torch.logsumexp(x, dim=1)


ep = torch.export.export(LSEPool(), (torch.randn(2, 10, 16),))
mod = from_exported_program(ep)
