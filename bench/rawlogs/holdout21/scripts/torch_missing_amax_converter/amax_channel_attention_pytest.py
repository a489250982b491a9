# cause: torch_missing_amax_converter
# expect: AssertionError: Unsupported function types \['amax\.default'\]
# capture: pytest
import torch
import torch.nn as nn
from tvm.relax.frontend.torch import from_exported_program


class CBAMChannel(nn.Module):
    def __init__(self, c=16, r=4):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(c, c // r), nn.ReLU(), nn.Linear(c // r, c))

    def forward(self, x):
        avg = self.mlp(x.mean(dim=(2, 3)))
        mx = self.mlp(x.amax(dim=(2, 3)))
        return x * torch.sigmoid(avg + mx)[:, :, None, None]


def test_cbam_channel_attention():
    ep = torch.export.export(CBAMChannel().eval(), (torch.randn(2, 16, 8, 8),))
    from_exported_program(ep)
