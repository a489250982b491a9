# cause: torch_bicubic_antialias_unsupported
# expect: Unsupported function types \['_upsample_bicubic2d_aa.default'\]
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

class Thumb(torch.nn.Module):
    def forward(self, x):
        return F.interpolate(x, size=(4, 4), mode="bicubic", antialias=True)

print(run_tvm(Thumb(), torch.rand(1, 3, 16, 16)).shape)
