# cause: torch_adaptive_max_pool_unsupported
# expect: Unsupported function types
# capture: notebook
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

# %%
class SPP(torch.nn.Module):
    def forward(self, x):
        return torch.cat([F.adaptive_max_pool2d(x, s).flatten(1) for s in (1, 2, 4)], dim=1)
# %%
x = torch.rand(1, 4, 13, 13)
print(run_tvm(SPP(), x).shape)
