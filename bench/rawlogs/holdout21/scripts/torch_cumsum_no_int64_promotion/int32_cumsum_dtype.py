# cause: torch_cumsum_no_int64_promotion
# expect: The values for attribute 'dtype' do not match: torch\.int32 != torch\.int64
# capture: combined
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Offsets(torch.nn.Module):
    def forward(self, lengths):
        # segment start offsets from int32 lengths
        return torch.cumsum(lengths, dim=0) - lengths


lengths = torch.tensor([3, 1, 4, 1, 5], dtype=torch.int32)
ep = torch.export.export(Offsets(), (lengths,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
got = torch.from_numpy(vm["main"](tvm.runtime.tensor(lengths.numpy()))[0].numpy())
print("tvm:", got, "torch:", Offsets()(lengths))
torch.testing.assert_close(got, Offsets()(lengths))
