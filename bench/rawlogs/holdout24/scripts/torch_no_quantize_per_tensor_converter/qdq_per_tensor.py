# cause: torch_no_quantize_per_tensor_converter
# expect: Unsupported function types \[.*quantize_per_tensor
# capture: stderr
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class QDQ(torch.nn.Module):
    def forward(self, x):
        q = torch.quantize_per_tensor(x, 0.1, 10, torch.quint8)
        return q.dequantize() * 2.0


ep = export(QDQ(), (torch.randn(3, 5),))
mod = from_exported_program(ep)
mod.show()
