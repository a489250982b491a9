# cause: torch_index_put_partial_indices
# expect: ValueError: IndexPut requires the number of index tensors
# capture: pytest-line
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class ZeroChannels(torch.nn.Module):
    def forward(self, x):
        return x.index_fill(1, torch.tensor([0, 2]), 0.0)


def test_zero_channels():
    x = torch.randn(2, 4, 5, 5)
    ep = torch.export.export(ZeroChannels(), (x,))
    mod = from_exported_program(ep)
    tvm.compile(mod, target="llvm")
