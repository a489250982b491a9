# cause: torch_interp3d_index_tensor_broadcast
# expect: index_tensor: cannot broadcast
# capture: ipython
# env: TVM_BACKTRACE=1
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

class UNet3DUp(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.up = torch.nn.Upsample(scale_factor=2, mode="trilinear", align_corners=True)
        self.conv = torch.nn.Conv3d(4, 2, 1)
    def forward(self, v):
        return self.conv(self.up(v))

v = torch.rand(1, 4, 3, 4, 5)
print(run_tvm(UNet3DUp(), v).shape)
