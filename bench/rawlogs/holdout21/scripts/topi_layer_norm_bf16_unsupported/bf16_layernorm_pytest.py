# cause: topi_layer_norm_bf16_unsupported
# expect: InternalError: Check failed: .*layer_norm: only support float32 and float16
# capture: pytest
# env: TVM_BACKTRACE=1
import pytest
import torch
import torch.nn.functional as F
import tvm
from tvm.relax.frontend.torch import from_exported_program


class Norm(torch.nn.Module):
    def forward(self, x):
        return F.layer_norm(x, (x.shape[-1],))


@pytest.mark.parametrize("dtype", [torch.bfloat16])
def test_layer_norm_dtype(dtype):
    x = torch.randn(4, 32).to(dtype)
    ep = torch.export.export(Norm(), (x,))
    mod = from_exported_program(ep)
    tvm.compile(mod, target="llvm")
