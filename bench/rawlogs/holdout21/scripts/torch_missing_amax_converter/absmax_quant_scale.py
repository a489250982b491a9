# cause: torch_missing_amax_converter
# expect: Unsupported function types \['amax\.default'\]
# capture: combined
# env: TVM_BACKTRACE=1
import torch
from tvm.relax.frontend.torch import from_exported_program


class AbsMaxFakeQuant(torch.nn.Module):
    def forward(self, w):
        scale = w.abs().amax(dim=-1, keepdim=True) / 127.0
        return torch.round(w / scale).clamp(-127, 127) * scale


ep = torch.export.export(AbsMaxFakeQuant(), (torch.randn(8, 32),))
print(ep.graph)
mod = from_exported_program(ep)
