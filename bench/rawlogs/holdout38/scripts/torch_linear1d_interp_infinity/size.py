# cause: torch_linear1d_interp_infinity
# expect: Cannot convert infinity to BigInt
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

class AudioUp(torch.nn.Module):
    def forward(self, x):
        return F.interpolate(x, size=13, mode="linear")

x = torch.rand(1, 4, 8)
print(run_tvm(AudioUp(), x).shape)
