# cause: torch_no_fake_quantize_converter
# expect: Unsupported function types \[.*fake_quantize_per_tensor
# capture: stderr
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class QATLinear(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(32, 16)

    def forward(self, x):
        x = torch.fake_quantize_per_tensor_affine(x, 0.05, 0, -128, 127)
        return self.fc(x)


ep = export(QATLinear().eval(), (torch.randn(4, 32),))
mod = from_exported_program(ep)
