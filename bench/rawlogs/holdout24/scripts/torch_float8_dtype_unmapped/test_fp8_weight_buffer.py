# cause: torch_float8_dtype_unmapped
# expect: torch\.float8_e4m3fn
# capture: pytest
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class FP8WeightLinear(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("w8", (torch.randn(16, 32) * 10).to(torch.float8_e4m3fn))
        self.register_buffer("w_scale", torch.tensor(0.1))

    def forward(self, x):
        w = self.w8.to(torch.float32) * self.w_scale
        return x @ w.t()


def test_fp8_weight_import():
    ep = export(FP8WeightLinear().eval(), (torch.randn(2, 32),))
    mod = from_exported_program(ep)
    assert mod is not None
