# cause: torch_missing_var_mean_converter
# expect: Unsupported function types
# capture: ipython
import torch
from tvm.relax.frontend.torch import from_exported_program


class FeatureStats(torch.nn.Module):
    def forward(self, feats):
        var, mean = torch.var_mean(feats, dim=0)
        return torch.cat([mean, var.sqrt()])


ep = torch.export.export(FeatureStats(), (torch.randn(32, 6),))
mod = from_exported_program(ep)
