# cause: torch_float8_dtype_unmapped
# expect: input_type torch\.float8_e5m2 is not handled yet
# capture: combined
# env: TVM_BACKTRACE=1
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class GradCast(torch.nn.Module):
    def forward(self, g):
        return g.to(torch.float8_e5m2).to(torch.bfloat16)


print("torch", torch.__version__)
ep = export(GradCast(), (torch.randn(64),))
mod = from_exported_program(ep)
