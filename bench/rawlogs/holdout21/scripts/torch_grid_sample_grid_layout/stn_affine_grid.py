# cause: torch_grid_sample_grid_layout
# expect: shapes \(2, 3, 6, 2\), \(2, 3, 6, 6\) mismatch
# capture: stderr
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class SpatialTransformer(nn.Module):
    def __init__(self):
        super().__init__()
        self.loc = nn.Sequential(nn.Flatten(), nn.Linear(3 * 12 * 12, 6))
        nn.init.zeros_(self.loc[1].weight)
        with torch.no_grad():
            self.loc[1].bias.copy_(torch.tensor([1.0, 0, 0, 0, 1.0, 0]))

    def forward(self, x):
        theta = self.loc(x).view(-1, 2, 3)
        grid = F.affine_grid(theta, (x.shape[0], 3, 6, 6), align_corners=False)
        return F.grid_sample(x, grid, align_corners=False)


model = SpatialTransformer().eval()
x = torch.randn(2, 3, 12, 12)
ep = torch.export.export(model, (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
np.testing.assert_allclose(out, model(x).detach().numpy(), rtol=1e-5, atol=1e-5)
