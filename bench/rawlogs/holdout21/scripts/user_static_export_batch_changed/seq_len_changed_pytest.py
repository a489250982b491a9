# cause: user_static_export_batch_changed
# expect: ErrorContext\(fn=main, loc=param\[0\]
# capture: pytest-native
import pytest
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Encoder(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = torch.nn.TransformerEncoderLayer(16, 2, 32, batch_first=True, dropout=0.0)

    def forward(self, x):
        return self.layer(x)


@pytest.fixture(scope="module")
def vm():
    ep = torch.export.export(Encoder().eval(), (torch.randn(1, 10, 16),))
    ex = tvm.compile(from_exported_program(ep), target="llvm")
    return relax.VirtualMachine(ex, tvm.cpu())


def test_longer_sequence(vm):
    x = torch.randn(1, 24, 16)
    vm["main"](tvm.runtime.tensor(x.numpy()))
