# cause: torch_group_norm_no_affine_null
# expect: InternalError: Check failed: \(n\.defined\(\)\) is false
# capture: pytest
# env: TVM_BACKTRACE=1
import torch
import torch.nn.functional as F
import tvm
from tvm.relax.frontend.torch import from_exported_program


class ScaledGroupNorm(torch.nn.Module):
    """GroupNorm with a learned scale but no shift (bias-free variant)."""

    def __init__(self, groups, channels):
        super().__init__()
        self.groups = groups
        self.weight = torch.nn.Parameter(torch.ones(channels))

    def forward(self, x):
        return F.group_norm(x, self.groups, weight=self.weight, bias=None, eps=1e-6)


def test_groupnorm_scale_only():
    model = ScaledGroupNorm(2, 6).eval()
    x = torch.randn(2, 6, 10, 10)
    ep = torch.export.export(model, (x,))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = tvm.relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(x.numpy()))[0]
    torch.testing.assert_close(torch.from_numpy(out.numpy()), model(x))
