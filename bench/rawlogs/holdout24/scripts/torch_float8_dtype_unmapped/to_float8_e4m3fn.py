# cause: torch_float8_dtype_unmapped
# expect: input_type torch\.float8_e4m3fn is not handled yet
# capture: stderr
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class FP8Sim(torch.nn.Module):
    def forward(self, x):
        scale = 448.0 / 4.0
        return (x * scale).to(torch.float8_e4m3fn).to(torch.float32) / scale


mod = from_exported_program(export(FP8Sim(), (torch.randn(8, 16),)))
