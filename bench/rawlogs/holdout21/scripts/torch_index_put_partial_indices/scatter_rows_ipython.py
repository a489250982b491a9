# cause: torch_index_put_partial_indices
# expect: IndexPut requires the number of index tensors \(1\) to match the data tensor dimensions \(2\)
# capture: ipython
# env: TVM_BACKTRACE=1
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class EmbeddingOverride(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.table = torch.nn.Parameter(torch.randn(10, 6))

    def forward(self, ids, new_rows):
        t = self.table.clone()
        return torch.index_put(t, (ids,), new_rows)


ids = torch.tensor([1, 7])
rows = torch.randn(2, 6)
ep = torch.export.export(EmbeddingOverride(), (ids, rows))
mod = from_exported_program(ep)
