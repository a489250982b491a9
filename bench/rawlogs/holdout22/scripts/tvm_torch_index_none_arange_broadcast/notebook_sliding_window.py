# cause: tvm_torch_index_none_arange_broadcast
# expect: index_tensor: cannot broadcast
# capture: notebook
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program

# %%
class SlidingWindows(torch.nn.Module):
    def forward(self, seq):
        # seq: (batch, channels, time); channel c gets window c (len 4, hop 2) -> (batch, 6, 4)
        ch = torch.arange(6).view(6, 1).expand(6, 4)
        t = torch.arange(0, 12, 2).view(6, 1) + torch.arange(4).view(1, 4)
        return seq[:, ch, t]

x = torch.randn(2, 6, 16)
print(SlidingWindows()(x).shape)

# %%
ep = export(SlidingWindows().eval(), (x,))
mod = from_exported_program(ep)
mod.show()
