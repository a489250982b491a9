# cause: torch_conv_transpose3d_unsupported
# expect: Unsupported transposed convolution dimensionality
# capture: pytest
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

class SegHead3D(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.rand(4, 1, 2, 2, 2))
    def forward(self, v):
        return F.conv_transpose3d(v, self.w, stride=2)

def test_seg_head():
    v = torch.rand(1, 4, 4, 4, 4)
    assert run_tvm(SegHead3D(), v).shape == (1, 1, 8, 8, 8)
