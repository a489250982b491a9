# cause: torch_index_put_partial_indices
# expect: IndexPut requires the number of index tensors
# capture: combined
# post: truncate=0.6
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class BinAccumulate(torch.nn.Module):
    def forward(self, bins, feats):
        out = torch.zeros(5, feats.shape[1])
        return out.index_put((bins,), feats, accumulate=True)


bins = torch.tensor([0, 2, 2, 4, 1, 0])
feats = torch.randn(6, 3)
ep = torch.export.export(BinAccumulate(), (bins, feats))
mod = from_exported_program(ep)
print(mod)
