# cause: torch_effect_token_input
# expect: ValueError: Unsupported input kind: InputKind\.TOKEN
# capture: stderr
import torch
from tvm.relax.frontend.torch import from_exported_program


class Whiten(torch.nn.Module):
    def forward(self, x, cov):
        return x @ torch.linalg.inv(cov)


cov = torch.eye(4) * 2 + 0.1
ep = torch.export.export(Whiten(), (torch.randn(3, 4), cov))
mod = from_exported_program(ep)
