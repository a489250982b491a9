# cause: torch_bicubic_antialias_unsupported
# expect: Unsupported function types
# capture: combined
# post: truncate=0.5
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

class Preproc(torch.nn.Module):
    def forward(self, x):
        x = F.interpolate(x, size=(7, 9), mode="bicubic", antialias=True)
        return x.clamp(0, 1)

print(run_tvm(Preproc(), torch.rand(2, 3, 28, 36)).shape)
