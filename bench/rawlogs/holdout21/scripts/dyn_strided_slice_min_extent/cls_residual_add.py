# cause: dyn_strided_slice_min_extent
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
import torch
import torch.nn as nn
import tvm
from tvm.relax.frontend.torch import from_exported_program


class ClsBroadcast(nn.Module):
    """Add the CLS token embedding back onto every token (dynamic sequence)."""

    def forward(self, tokens):
        cls = tokens[:, :1]
        return tokens + cls


seq = torch.export.Dim("seq", min=2, max=197)
x = torch.randn(2, 50, 64)
ep = torch.export.export(ClsBroadcast(), (x,), dynamic_shapes={"tokens": {1: seq}})
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
