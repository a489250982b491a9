# cause: torch_no_quantize_per_tensor_converter
# expect: Unsupported function types \[.*quantize_per_tensor
# capture: pytest-short
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class Requant(torch.nn.Module):
    def forward(self, x):
        q = torch.quantize_per_tensor(x, 0.02, 0, torch.qint8)
        return q.dequantize() + 1.0


def test_requant_import():
    ep = export(Requant(), (torch.randn(2, 32),))
    mod = from_exported_program(ep)
    assert "main" in str(mod)
