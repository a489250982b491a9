# cause: torch_unary_no_int_promotion
# expect: requires the input tensor to have float dtype\. However, the given input dtype is T\.int64
# capture: stderr
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class Softcount(torch.nn.Module):
    def forward(self, counts):
        w = torch.exp(-counts)
        return w / w.sum()


counts = torch.arange(10).reshape(2, 5)
mod = from_exported_program(export(Softcount(), (counts,)))
