# cause: torch_int_truediv_no_float_promotion
# expect: TypeError: .*relax\.sin
# capture: pytest
# env: TVM_BACKTRACE=1
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class SinusoidalPos(torch.nn.Module):
    def __init__(self, dim=8):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        pos = torch.arange(x.shape[1]).unsqueeze(-1)
        frac = torch.arange(0, self.dim, 2) / self.dim
        angle = pos / (10000 ** frac)
        return x + torch.cat([angle.sin(), angle.cos()], dim=-1)


def test_sinusoidal_positions():
    x = torch.randn(2, 6, 8)
    m = SinusoidalPos()
    ep = torch.export.export(m, (x,))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x.numpy()))[0]
    torch.testing.assert_close(torch.from_numpy(got.numpy()), m(x))
