# cause: torch_symfloat_ops_unsupported
# expect: Unsupported function types
# capture: ipython
# env: TVM_BACKTRACE=1
import torch
from tvm.relax.frontend.torch import from_exported_program


class LenNorm(torch.nn.Module):
    def forward(self, x):
        return x.sum(1) * (1.0 / x.shape[1])


seq = torch.export.Dim("seq", min=2, max=1024)
ep = torch.export.export(LenNorm(), (torch.randn(2, 9, 4),), dynamic_shapes={"x": {1: seq}})
print(ep.graph)
mod = from_exported_program(ep)
