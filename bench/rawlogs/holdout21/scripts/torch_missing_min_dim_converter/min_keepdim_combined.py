# cause: torch_missing_min_dim_converter
# expect: Unsupported function types \['min\.dim'\]
# capture: combined
# post: crlf
import torch
from tvm.relax.frontend.torch import from_exported_program


class MinMaxNorm(torch.nn.Module):
    def forward(self, x):
        lo = torch.min(x, dim=1, keepdim=True)[0]
        hi = torch.max(x, dim=1, keepdim=True)[0]
        return (x - lo) / (hi - lo + 1e-6)


ep = torch.export.export(MinMaxNorm(), (torch.rand(3, 10),))
print("exported", len(ep.graph.nodes), "nodes")
mod = from_exported_program(ep)
