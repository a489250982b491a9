# cause: torch_interp3d_index_tensor_broadcast
# expect: index_tensor: cannot broadcast index shapes
# capture: stderr
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

class VolUp(torch.nn.Module):
    def forward(self, v):
        return F.interpolate(v, size=(4, 4, 4), mode="trilinear")

v = torch.rand(1, 2, 2, 2, 2)
print(run_tvm(VolUp(), v).shape)
