# cause: torch_no_fake_quantize_converter
# expect: Unsupported function types \[.*fake_quantize_per_tensor
# capture: combined
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("act_scale", torch.tensor([0.03]))
        self.register_buffer("act_zp", torch.tensor([128], dtype=torch.int32))
        self.fc = torch.nn.Linear(8, 8)

    def forward(self, x):
        x = torch.fake_quantize_per_tensor_affine(x, self.act_scale, self.act_zp, 0, 255)
        return self.fc(x)


net = Net().eval()
ep = export(net, (torch.randn(2, 8),))
print(ep.graph_module.code)
mod = from_exported_program(ep)
