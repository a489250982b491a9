# cause: torch_elu_drops_selu_scale
# expect: AssertionError: Tensor-likes are not close!
# capture: pytest-short
import pytest
import torch
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Act(torch.nn.Module):
    def forward(self, x):
        return F.selu(x) * 0.5 + x


@pytest.mark.parametrize("shape", [(4, 16)])
def test_selu_matches_torch(shape):
    torch.manual_seed(1)
    x = torch.randn(*shape)
    ep = torch.export.export(Act(), (x,))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    got = torch.from_numpy(vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy())
    torch.testing.assert_close(got, Act()(x))
