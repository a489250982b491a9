# cause: torch_addmm_hardcoded_fp32_out
# expect: TypeError: Binary operators must have the same datatype for both operands
# capture: pytest-short
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class FusedBiasProj(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.randn(16, 8, dtype=torch.float16))
        self.b = torch.nn.Parameter(torch.zeros(8, dtype=torch.float16))

    def forward(self, x):
        return torch.addmm(self.b, x, self.w)


def test_fp16_addmm():
    x = torch.randn(4, 16, dtype=torch.float16)
    ep = torch.export.export(FusedBiasProj(), (x,))
    from_exported_program(ep)
