# cause: torch_conv_transpose3d_unsupported
# expect: Unsupported transposed convolution dimensionality
# capture: combined
# env: TVM_BACKTRACE=1
# post: crlf
import numpy as np
import torch
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

def run_tvm(model, *inputs):
    ep = torch.export.export(model.eval(), tuple(inputs))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](*[tvm.runtime.tensor(t.numpy()) for t in inputs])
    return out[0].numpy()

class VNetUp(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.up = torch.nn.ConvTranspose3d(8, 4, 2, stride=2, groups=2)
        self.bn = torch.nn.BatchNorm3d(4)
    def forward(self, v):
        return torch.relu(self.bn(self.up(v)))

print(run_tvm(VNetUp(), torch.rand(1, 8, 2, 3, 3)).shape)
