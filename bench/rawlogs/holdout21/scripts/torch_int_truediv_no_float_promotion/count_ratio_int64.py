# cause: torch_int_truediv_no_float_promotion
# expect: Fatal Python error: Floating point exception
# capture: stderr
import faulthandler

import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

faulthandler.enable()


class HitRate(torch.nn.Module):
    def forward(self, hits, totals):
        return hits / totals


hits = torch.tensor([[3, 0, 5], [1, 2, 0]], dtype=torch.int64)
totals = torch.tensor([[4, 0, 10], [2, 8, 0]], dtype=torch.int64)
ep = torch.export.export(HitRate(), (hits, totals))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("running...")
out = vm["main"](tvm.runtime.tensor(hits.numpy()), tvm.runtime.tensor(totals.numpy()))
print(out[0].numpy(), HitRate()(hits, totals))
