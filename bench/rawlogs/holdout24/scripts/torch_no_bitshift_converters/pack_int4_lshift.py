# cause: torch_no_bitshift_converters
# expect: Unsupported function types \[.*__lshift__
# capture: combined
import torch
from torch.export import export
from tvm.relax.frontend.torch import from_exported_program


class Pack(torch.nn.Module):
    def forward(self, q):
        q = q.to(torch.int32)
        return (q[:, 1::2] << 4) | q[:, 0::2]


q = torch.randint(0, 16, (4, 32), dtype=torch.int32)
print("exporting packer")
ep = export(Pack(), (q,))
mod = from_exported_program(ep)
