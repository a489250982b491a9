# cause: torch_index_bool_mask_take
# expect: Take op requires the input indices to have integer dtype\. However, the given indices dtype is T\.bool
# capture: notebook
# %%
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class DropPadding(torch.nn.Module):
    def forward(self, tokens, attention_mask):
        # keep only non-padding token embeddings
        return tokens[attention_mask.bool()]


tokens = torch.randn(2, 6, 16)
mask = torch.tensor([[1, 1, 1, 0, 0, 0], [1, 1, 1, 1, 1, 0]])
ep = torch.export.export(DropPadding(), (tokens, mask))

# %%
mod = from_exported_program(ep)
mod.show()
