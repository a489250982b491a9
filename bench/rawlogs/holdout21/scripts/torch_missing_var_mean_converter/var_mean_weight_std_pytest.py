# cause: torch_missing_var_mean_converter
# expect: Unsupported function types \['var_mean\.correction'\]
# capture: pytest-short
# env: TVM_BACKTRACE=1
import torch
import torch.nn as nn
import torch.nn.functional as F
from tvm.relax.frontend.torch import from_exported_program


class WSConv2d(nn.Conv2d):
    """Weight-standardized convolution (BiT / NFNet style)."""

    def forward(self, x):
        var, mean = torch.var_mean(self.weight, dim=(1, 2, 3), keepdim=True, correction=0)
        w = (self.weight - mean) / torch.sqrt(var + 1e-6)
        return F.conv2d(x, w, self.bias, self.stride, self.padding)


def test_ws_conv():
    ep = torch.export.export(WSConv2d(3, 8, 3, padding=1).eval(), (torch.randn(1, 3, 8, 8),))
    from_exported_program(ep)
