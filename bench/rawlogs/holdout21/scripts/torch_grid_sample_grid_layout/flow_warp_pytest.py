# cause: torch_grid_sample_grid_layout
# expect: AssertionError: The values for attribute 'shape' do not match
# capture: pytest
import torch
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class FlowWarp(torch.nn.Module):
    """Warp an image with a (N, H, W, 2) sampling grid, as in optical-flow models."""

    def forward(self, img, grid):
        return F.grid_sample(img, grid, mode="bilinear", padding_mode="border", align_corners=True)


def test_flow_warp():
    img = torch.randn(1, 4, 16, 16)
    grid = torch.rand(1, 8, 12, 2) * 2 - 1
    ep = torch.export.export(FlowWarp(), (img, grid))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(img.numpy()), tvm.runtime.tensor(grid.numpy()))[0]
    torch.testing.assert_close(torch.from_numpy(out.numpy()), FlowWarp()(img, grid))
