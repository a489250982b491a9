# cause: torch_no_bitshift_converters
# expect: Unsupported function types
# capture: notebook
# %%
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program

# %%
class W4Linear(torch.nn.Module):
    def __init__(self, k=64, n=32):
        super().__init__()
        self.register_buffer("qweight", torch.randint(0, 256, (n, k // 2), dtype=torch.uint8))
        self.register_buffer("scales", torch.rand(n, 1) * 0.02)

    def forward(self, x):
        lo = (self.qweight & 15).to(torch.float32) - 8
        hi = (self.qweight >> 4).to(torch.float32) - 8
        w = torch.cat([lo, hi], dim=1) * self.scales
        return x @ w.t()

m = W4Linear().eval()
ep = export(m, (torch.randn(2, 64),))

# %%
mod = from_exported_program(ep)
