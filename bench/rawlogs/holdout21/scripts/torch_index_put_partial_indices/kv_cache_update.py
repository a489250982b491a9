# cause: torch_index_put_partial_indices
# expect: IndexPut requires the number of index tensors \(1\) to match the data tensor dimensions \(3\)
# capture: stderr
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class KVCacheWrite(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("cache", torch.zeros(16, 4, 8))

    def forward(self, pos, kv):
        cache = self.cache.clone()
        cache[pos] = kv
        return cache


pos = torch.tensor([3, 4])
kv = torch.randn(2, 4, 8)
ep = torch.export.export(KVCacheWrite(), (pos, kv))
mod = from_exported_program(ep)
