# cause: torch_effect_token_input
# expect: Unsupported input kind: InputKind\.TOKEN
# capture: notebook
# %%
import torch
from tvm.relax.frontend.torch import from_exported_program


class GPKernel(torch.nn.Module):
    def forward(self, x):
        K = torch.exp(-((x[:, None] - x[None]) ** 2).sum(-1))
        L = torch.linalg.cholesky(K + 1e-3 * torch.eye(x.shape[0]))
        return L


ep = torch.export.export(GPKernel(), (torch.randn(6, 2),))
ep.graph_signature

# %%
mod = from_exported_program(ep)
