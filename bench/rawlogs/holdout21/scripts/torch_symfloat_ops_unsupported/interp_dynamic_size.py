# cause: torch_symfloat_ops_unsupported
# expect: Unsupported function types \[.*'sym_float'.*\]
# capture: stderr
# env: TVM_BACKTRACE=1
import torch
import torch.nn.functional as F
from tvm.relax.frontend.torch import from_exported_program


class Up2x(torch.nn.Module):
    def forward(self, x):
        return F.interpolate(x, scale_factor=2.0, mode="nearest")


w = torch.export.Dim("w", min=4, max=256)
ep = torch.export.export(Up2x(), (torch.randn(1, 8, 32),), dynamic_shapes={"x": {2: w}})
mod = from_exported_program(ep)
