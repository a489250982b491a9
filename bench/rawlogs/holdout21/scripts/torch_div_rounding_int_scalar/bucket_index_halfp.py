# cause: torch_div_rounding_int_scalar
# expect: datatype T\.float16 on the LHS
# capture: combined
# post: truncate=0.55
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class TimeBucket(torch.nn.Module):
    def forward(self, t):
        return torch.div(t, 10, rounding_mode="floor").clamp(max=31)


t = (torch.rand(8) * 300).half()
ep = torch.export.export(TimeBucket(), (t,))
mod = from_exported_program(ep)
