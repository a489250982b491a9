# cause: torch_grid_sample_grid_not_permuted
# expect: shapes \(1, 4, 6, 2\), \(1, 4, 5, 6\) mismatch
# capture: pytest-native
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

class Warp(torch.nn.Module):
    def forward(self, x, grid):
        return F.grid_sample(x, grid, align_corners=False)

def test_warp():
    torch.manual_seed(0)
    x, g = torch.rand(1, 4, 8, 8), torch.rand(1, 5, 6, 2) * 2 - 1
    np.testing.assert_allclose(run_tvm(Warp(), x, g), Warp()(x, g).numpy(), rtol=1e-5, atol=1e-5)
