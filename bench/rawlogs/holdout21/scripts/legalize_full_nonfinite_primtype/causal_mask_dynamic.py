# cause: legalize_full_nonfinite_primtype
# expect: TypeError: argument of type 'PrimType' is not iterable
# capture: stderr
import torch
import torch.nn as nn
import tvm
from tvm.relax.frontend.torch import from_exported_program


class CausalSelfAttention(nn.Module):
    def __init__(self, d=32):
        super().__init__()
        self.qkv = nn.Linear(d, 3 * d)
        self.out = nn.Linear(d, d)
        self.d = d

    def forward(self, x):
        T = x.shape[1]
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        att = q @ k.transpose(-2, -1) * (self.d ** -0.5)
        mask = torch.triu(torch.full((T, T), float("-inf")), diagonal=1)
        att = torch.softmax(att + mask, dim=-1)
        return self.out(att @ v)


seq = torch.export.Dim("seq", min=2, max=128)
x = torch.randn(1, 16, 32)
ep = torch.export.export(CausalSelfAttention().eval(), (x,), dynamic_shapes={"x": {1: seq}})
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
