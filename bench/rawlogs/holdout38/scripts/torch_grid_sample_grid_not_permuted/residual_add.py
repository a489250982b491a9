# cause: torch_grid_sample_grid_not_permuted
# expect: broadcast|Broadcast
# capture: combined
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

class FlowWarpResidual(torch.nn.Module):
    def forward(self, x, flow_grid):
        return x + F.grid_sample(x, flow_grid, align_corners=False)

x, g = torch.rand(1, 2, 6, 6), torch.rand(1, 6, 6, 2) * 2 - 1
print(run_tvm(FlowWarpResidual(), x, g).shape)
