# cause: torch_index_tensor_sliced_dims
# expect: ValueError: index_tensor: cannot broadcast index shapes
# capture: stderr
# env: TVM_BACKTRACE=1
import torch
import torch.nn as nn
import torch.nn.functional as F
import tvm
from tvm.relax.frontend.torch import from_exported_program


class PatchEmbedUnfold(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(3 * 4 * 4, 32)

    def forward(self, x):
        patches = F.unfold(x, kernel_size=4, stride=4)  # (B, C*16, L)
        return self.proj(patches.transpose(1, 2))


x = torch.randn(2, 3, 16, 16)
ep = torch.export.export(PatchEmbedUnfold().eval(), (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
