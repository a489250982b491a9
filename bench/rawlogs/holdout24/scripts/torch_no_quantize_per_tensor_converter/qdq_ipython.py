# cause: torch_no_quantize_per_tensor_converter
# expect: Unsupported function types \[.*quantize_per_tensor
# capture: ipython
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class Int8Act(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(16, 16)

    def forward(self, x):
        h = self.fc(x)
        hq = torch.quantize_per_tensor(h, 0.08, 0, torch.qint8)
        return torch.relu(hq.dequantize())


mod = from_exported_program(export(Int8Act().eval(), (torch.randn(4, 16),)))
