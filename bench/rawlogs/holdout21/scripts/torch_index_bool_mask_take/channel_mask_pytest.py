# cause: torch_index_bool_mask_take
# expect: TypeError: Take op requires the input indices to have integer dtype
# capture: pytest-native
# env: TVM_BACKTRACE=1
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class PrunedConvOut(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 6, 3)
        self.register_buffer("keep", torch.tensor([True, False, True, True, False, True]))

    def forward(self, x):
        return self.conv(x)[:, self.keep]


def test_channel_pruning_mask():
    x = torch.randn(1, 3, 8, 8)
    ep = torch.export.export(PrunedConvOut().eval(), (x,))
    mod = from_exported_program(ep)
    tvm.compile(mod, target="llvm")
