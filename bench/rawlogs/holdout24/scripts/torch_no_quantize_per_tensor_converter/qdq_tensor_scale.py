# cause: torch_no_quantize_per_tensor_converter
# expect: Unsupported function types \[.*quantize_per_tensor
# capture: combined
# env: TVM_BACKTRACE=1
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class DynQDQ(torch.nn.Module):
    def forward(self, x):
        scale = x.abs().max() / 127.0
        q = torch.quantize_per_tensor(x, scale.item() if False else 0.05, 0, torch.qint8)
        return torch.dequantize(q)


ep = export(DynQDQ(), (torch.randn(8, 8),))
print(ep)
mod = from_exported_program(ep)
