# cause: torch_no_int_mm_converter
# expect: _int_mm\.default
# capture: pytest-native
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class W8A8Linear(torch.nn.Module):
    def __init__(self, k=64, n=32):
        super().__init__()
        self.register_buffer("wq", torch.randint(-127, 127, (k, n), dtype=torch.int8))
        self.register_buffer("w_scale", torch.rand(n) * 0.01)

    def forward(self, x):
        x_scale = x.abs().amax(dim=-1, keepdim=True) / 127.0
        xq = torch.clamp(torch.round(x / x_scale), -127, 127).to(torch.int8)
        acc = torch._int_mm(xq, self.wq)
        return acc.to(torch.float32) * x_scale * self.w_scale


def test_import_w8a8():
    ep = export(W8A8Linear().eval(), (torch.randn(32, 64),))
    mod = from_exported_program(ep)
    assert mod is not None
