# cause: torch_effect_token_input
# expect: Unsupported input kind: InputKind\.TOKEN
# capture: pytest-native
# env: TVM_BACKTRACE=1
import torch
from tvm.relax.frontend.torch import from_exported_program


class LinearSolve(torch.nn.Module):
    def forward(self, A, b):
        return torch.linalg.solve(A, b)


def test_linear_solve():
    A = torch.randn(2, 3, 3) + 3 * torch.eye(3)
    b = torch.randn(2, 3, 1)
    ep = torch.export.export(LinearSolve(), (A, b))
    from_exported_program(ep)
