# cause: torch_grid_sample_grid_not_permuted
# expect: AssertionError: output shape
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

class STN(torch.nn.Module):
    def forward(self, x, theta):
        grid = F.affine_grid(theta, (2, 3, 7, 9), align_corners=True)
        return F.grid_sample(x, grid, mode="nearest", padding_mode="border", align_corners=True)

x, theta = torch.rand(2, 3, 7, 9), torch.rand(2, 2, 3)
out = run_tvm(STN(), x, theta)
assert out.shape == (2, 3, 7, 9), f"output shape {out.shape} != (2, 3, 7, 9)"
