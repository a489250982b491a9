# cause: torch_binary_symint_no_promotion
# expect: TypeError: Binary operators must have the same datatype for both operands
# capture: stderr
# env: TVM_BACKTRACE=1
import torch
import torch.nn as nn
import tvm
from tvm.relax.frontend.torch import from_exported_program


class MeanPoolBySeqLen(nn.Module):
    def forward(self, x):
        # sum over tokens, then divide by the (dynamic) number of tokens
        return x.sum(dim=1) / x.shape[1]


seq = torch.export.Dim("seq", min=2, max=512)
x = torch.randn(2, 16, 64)
ep = torch.export.export(MeanPoolBySeqLen(), (x,), dynamic_shapes={"x": {1: seq}})
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
