# cause: tvm_torch_no_cdist_converter
# expect: Unsupported function types
# capture: ipython
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class L1Dist(torch.nn.Module):
    def forward(self, a, b):
        return torch.cdist(a, b, p=1.0)


ep = export(L1Dist().eval(), (torch.randn(5, 3), torch.randn(7, 3)))
mod = from_exported_program(ep)
