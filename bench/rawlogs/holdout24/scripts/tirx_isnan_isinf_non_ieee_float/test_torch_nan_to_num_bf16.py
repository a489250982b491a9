# cause: tirx_isnan_isinf_non_ieee_float
# expect: not supported for isnan op
# capture: pytest
import ml_dtypes
import numpy as np
import torch
from torch.export import export
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class SafeHead(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(16, 16, bias=False)

    def forward(self, x):
        return torch.nan_to_num(x, nan=0.0, posinf=100.0, neginf=-100.0) * 2


def test_safe_head_bf16():
    m = SafeHead().eval().to(torch.bfloat16)
    x = torch.randn(2, 16, dtype=torch.bfloat16)
    mod = from_exported_program(export(m, (x,)))
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(x.float().numpy().astype(ml_dtypes.bfloat16)))
    assert out is not None
