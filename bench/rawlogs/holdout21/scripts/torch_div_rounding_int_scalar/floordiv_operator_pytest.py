# cause: torch_div_rounding_int_scalar
# expect: R\.floor_divide\(.*R\.const\(2, "int32"\)\)
# capture: pytest-short
# env: TVM_BACKTRACE=1
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class HalfRes(torch.nn.Module):
    def forward(self, x):
        return x // 2 + 1


def test_floordiv_float_tensor():
    x = torch.randn(4, 4) * 10
    ep = torch.export.export(HalfRes(), (x,))
    from_exported_program(ep)
