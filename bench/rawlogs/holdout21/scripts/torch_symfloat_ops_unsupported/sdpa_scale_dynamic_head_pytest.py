# cause: torch_symfloat_ops_unsupported
# expect: Unsupported function types \[.*'sym_float'.*\]
# capture: pytest
import torch
from tvm.relax.frontend.torch import from_exported_program


class ScaledScores(torch.nn.Module):
    def forward(self, q, k):
        return (q @ k.transpose(-1, -2)) / (q.shape[-1] ** 0.5)


def test_dynamic_head_dim_scale():
    d = torch.export.Dim("d", min=8, max=256)
    q = torch.randn(2, 5, 16)
    k = torch.randn(2, 5, 16)
    ep = torch.export.export(ScaledScores(), (q, k), dynamic_shapes={"q": {2: d}, "k": {2: d}})
    from_exported_program(ep)
