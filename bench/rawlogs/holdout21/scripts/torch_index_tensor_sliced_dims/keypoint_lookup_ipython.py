# cause: torch_index_tensor_sliced_dims
# expect: cannot broadcast index shapes
# capture: ipython
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class KeypointLookup(torch.nn.Module):
    def forward(self, heatmap, ys, xs):
        # heatmap (B, K, H, W); ys/xs (G, P) -> (B, K, G, P)
        return heatmap[:, :, ys, xs]


heatmap = torch.randn(4, 3, 16, 16)
ys = torch.tensor([[1, 4, 7], [9, 12, 3]])
xs = torch.tensor([[0, 2, 8], [5, 5, 1]])
ep = torch.export.export(KeypointLookup(), (heatmap, ys, xs))
mod = from_exported_program(ep)
print(mod)
