# cause: torch_no_int_mm_converter
# expect: Unsupported function types \['_int_mm\.default'\]
# capture: stderr
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class Int8GEMM(torch.nn.Module):
    def forward(self, a, b):
        return torch._int_mm(a, b)


a = torch.randint(-128, 127, (32, 64), dtype=torch.int8)
b = torch.randint(-128, 127, (64, 32), dtype=torch.int8)
mod = from_exported_program(export(Int8GEMM(), (a, b)))
