# cause: relax_build_dict_target_not_converted
# expect: TypeError: argument of type 'builtin_function_or_method' is not iterable
# capture: pytest-native
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class TinyCNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.pool = torch.nn.AdaptiveAvgPool2d(1)

    def forward(self, x):
        return self.pool(torch.relu(self.conv(x))).flatten(1)


def test_tiny_cnn_riscv():
    ep = torch.export.export(TinyCNN().eval(), (torch.randn(1, 3, 32, 32),))
    mod = from_exported_program(ep)
    target = {"kind": "llvm", "mtriple": "riscv64-unknown-linux-gnu", "mattr": ["+m", "+f", "+d", "+v"]}
    ex = tvm.compile(mod, target=target)
    assert ex is not None
