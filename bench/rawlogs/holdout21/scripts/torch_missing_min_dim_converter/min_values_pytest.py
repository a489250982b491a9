# cause: torch_missing_min_dim_converter
# expect: AssertionError: Unsupported function types \['min\.dim'\]
# capture: pytest-line
import torch
from tvm.relax.frontend.torch import from_exported_program


class MinPoolTime(torch.nn.Module):
    def forward(self, x):
        return x.min(dim=-1).values


def test_min_pool_over_time():
    ep = torch.export.export(MinPoolTime(), (torch.randn(2, 4, 12),))
    from_exported_program(ep)
