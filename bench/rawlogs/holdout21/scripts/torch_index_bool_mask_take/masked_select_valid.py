# cause: torch_index_bool_mask_take
# expect: Take op requires the input indices to have integer dtype
# capture: stderr
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class ValidMean(torch.nn.Module):
    def forward(self, x):
        return x[x > 0].sum()


x = torch.randn(4, 8)
ep = torch.export.export(ValidMean(), (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
