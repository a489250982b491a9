# cause: torch_unary_no_int_promotion
# expect: requires the input tensor to have float dtype\. However, the given input dtype is T\.int8
# capture: combined
# env: TVM_BACKTRACE=1
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class LUTSigmoid(torch.nn.Module):
    """Build a sigmoid lookup table over the int8 code range."""
    def forward(self, codes):
        return torch.sigmoid(codes)


codes = torch.arange(-128, 128, dtype=torch.int8)
print("reference:", LUTSigmoid()(codes)[:4])
mod = from_exported_program(export(LUTSigmoid(), (codes,)))
