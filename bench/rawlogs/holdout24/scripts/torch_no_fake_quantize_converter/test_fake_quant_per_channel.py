# cause: torch_no_fake_quantize_converter
# expect: Unsupported function types \[.*fake_quantize_per_channel
# capture: pytest
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class FQWeightConv(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3)
        self.register_buffer("scale", torch.full((8,), 0.01))
        self.register_buffer("zp", torch.zeros(8, dtype=torch.int32))

    def forward(self, x):
        w = torch.fake_quantize_per_channel_affine(self.conv.weight, self.scale, self.zp, 0, -127, 127)
        return torch.nn.functional.conv2d(x, w, self.conv.bias)


def test_import_qat_conv():
    ep = export(FQWeightConv().eval(), (torch.randn(1, 3, 16, 16),))
    mod = from_exported_program(ep)
    assert mod is not None
