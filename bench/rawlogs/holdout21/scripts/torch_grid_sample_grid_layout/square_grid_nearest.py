# cause: torch_grid_sample_grid_layout
# expect: Mismatched elements
# capture: combined
import numpy as np
import torch
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Resampler(torch.nn.Module):
    def forward(self, feat, grid):
        return F.grid_sample(feat, grid, mode="nearest", align_corners=False)


torch.manual_seed(0)
feat = torch.randn(2, 2, 8, 8)
# output is 2x2 so the wrong layout still gives the right shape
grid = torch.rand(2, 2, 2, 2) * 2 - 1
ep = torch.export.export(Resampler(), (feat, grid))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(feat.numpy()), tvm.runtime.tensor(grid.numpy()))[0].numpy()
ref = Resampler()(feat, grid).numpy()
print("tvm shape", out.shape, "torch shape", ref.shape)
np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)
