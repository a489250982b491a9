# cause: tvm_torch_unary_int_no_promotion
# expect: relax\.tanh
# capture: pytest-native
import torch
from torch.export import export

from tvm.relax.frontend.torch import from_exported_program


class Squash(torch.nn.Module):
    def forward(self, ids):
        return torch.tanh(ids)


def main():
    from_exported_program(export(Squash().eval(), (torch.arange(12).view(3, 4),)))


def test_squash_int_ids():
    main()
