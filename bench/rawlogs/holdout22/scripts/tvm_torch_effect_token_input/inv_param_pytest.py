# cause: tvm_torch_effect_token_input
# expect: InputKind\.TOKEN
# capture: pytest-native
import logging

log = logging.getLogger("mlplat.ci")

import torch
from torch.export import export

from tvm.relax.frontend.torch import from_exported_program


class Precond(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.m = torch.nn.Parameter(torch.eye(4) + 0.1)

    def forward(self, g):
        return g @ torch.linalg.inv(self.m)


def main():
    from_exported_program(export(Precond().eval(), (torch.randn(3, 4),)))


def test_preconditioner_imports(caplog):
    caplog.set_level(logging.INFO)
    log.info("building preconditioner_imports")
    main()
