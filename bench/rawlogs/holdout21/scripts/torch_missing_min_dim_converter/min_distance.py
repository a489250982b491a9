# cause: torch_missing_min_dim_converter
# expect: Unsupported function types \['min\.dim'\]
# capture: stderr
# post: truncate=0.7
import torch
from tvm.relax.frontend.torch import from_exported_program


class NearestCentroid(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.centroids = torch.nn.Parameter(torch.randn(5, 8))

    def forward(self, x):
        d = ((x[:, None, :] - self.centroids[None]) ** 2).sum(-1)
        dist, idx = torch.min(d, dim=1)
        return dist, idx


ep = torch.export.export(NearestCentroid().eval(), (torch.randn(6, 8),))
mod = from_exported_program(ep)
