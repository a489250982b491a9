# cause: torch_no_bitshift_converters
# expect: Unsupported function types \[.*shift
# capture: stderr
"""Unpack two int4 values per uint8 byte (AWQ/GPTQ style packed weights)."""
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class Unpack(torch.nn.Module):
    def forward(self, packed):
        lo = packed & 0x0F
        hi = packed >> 4
        return torch.stack([lo, hi], dim=-1).flatten(-2).to(torch.float32) - 8.0


packed = torch.randint(0, 256, (16, 8), dtype=torch.uint8)
mod = from_exported_program(export(Unpack(), (packed,)))
