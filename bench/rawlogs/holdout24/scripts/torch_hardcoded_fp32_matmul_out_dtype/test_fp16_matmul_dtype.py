# cause: torch_hardcoded_fp32_matmul_out_dtype
# expect: AssertionError
# capture: pytest-short
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class Proj(torch.nn.Module):
    def forward(self, x, w):
        return torch.matmul(x, w)


def test_fp16_matmul_keeps_fp16():
    x = torch.randn(8, 16, dtype=torch.float16)
    w = torch.randn(16, 8, dtype=torch.float16)
    mod = from_exported_program(export(Proj(), (x, w)))
    ret = mod["main"].body.body.ty
    assert "float16" in str(ret), f"expected float16 output, got {ret}"
