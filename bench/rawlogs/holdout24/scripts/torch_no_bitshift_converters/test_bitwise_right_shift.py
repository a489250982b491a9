# cause: torch_no_bitshift_converters
# expect: Unsupported function types \[.*bitwise_right_shift
# capture: pytest-short
import numpy as np
import torch
from torch.export import export
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Nibbles(torch.nn.Module):
    def forward(self, x):
        return torch.bitwise_right_shift(x, 4)


def test_high_nibble():
    x = torch.randint(0, 255, (2, 8), dtype=torch.uint8)
    mod = from_exported_program(export(Nibbles(), (x,)))
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
    np.testing.assert_array_equal(out, x.numpy() >> 4)
