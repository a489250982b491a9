# cause: torch_missing_amax_converter
# expect: Unsupported function types
# capture: notebook
# %%
import torch
from tvm.relax.frontend.torch import from_exported_program


class ContrastiveLogits(torch.nn.Module):
    def forward(self, a, b):
        logits = a @ b.T / 0.07
        return logits.diag() - torch.logsumexp(logits, dim=1)


ep = torch.export.export(ContrastiveLogits(), (torch.randn(4, 8), torch.randn(4, 8)))

# %%
mod = from_exported_program(ep)
