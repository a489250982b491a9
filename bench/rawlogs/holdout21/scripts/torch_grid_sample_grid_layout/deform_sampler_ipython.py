# cause: torch_grid_sample_grid_layout
# expect: \(shapes \(1, 8, 4, 2\), \(1, 8, 4, 4\) mismatch\)
# capture: ipython
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class PointSampler(nn.Module):
    def __init__(self):
        super().__init__()
        self.offsets = nn.Parameter(torch.rand(1, 4, 4, 2) * 2 - 1)

    def forward(self, feat):
        grid = self.offsets.expand(feat.shape[0], -1, -1, -1)
        return F.grid_sample(feat, grid, padding_mode="zeros", align_corners=False)


m = PointSampler().eval()
feat = torch.randn(1, 8, 10, 10)
ep = torch.export.export(m, (feat,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(feat.numpy()))[0].numpy()
np.testing.assert_allclose(res, m(feat).detach().numpy(), atol=1e-5)
