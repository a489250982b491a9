# cause: legalize_full_nonfinite_primtype
# expect: argument of type 'PrimType' is not iterable
# capture: ipython
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class PadScores(torch.nn.Module):
    def forward(self, scores):
        pad = scores.new_full((scores.shape[0], 4), float("-inf"))
        return torch.cat([scores, pad], dim=1).softmax(dim=1)


b = torch.export.Dim("b", min=1, max=32)
ep = torch.export.export(PadScores(), (torch.randn(3, 6),), dynamic_shapes={"scores": {0: b}})
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
