# cause: torch_cumsum_no_int64_promotion
# expect: kDLFloat
# capture: pytest-short
# env: TVM_BACKTRACE=1
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class RunningCount(torch.nn.Module):
    def forward(self, x):
        return torch.cumsum(x > 0.5, dim=1)


def test_running_count():
    ep = torch.export.export(RunningCount(), (torch.rand(3, 9),))
    mod = from_exported_program(ep)
    tvm.compile(mod, target="llvm")
