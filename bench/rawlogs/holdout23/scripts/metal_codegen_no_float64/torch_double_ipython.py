# cause: metal_codegen_no_float64
# expect: Cannot convert type float64 to Metal type
# capture: ipython
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class Physics(torch.nn.Module):
    def forward(self, pos, vel):
        return pos + 0.01 * vel


args = (torch.randn(1024, 3, dtype=torch.float64), torch.randn(1024, 3, dtype=torch.float64))
ep = torch.export.export(Physics().eval(), args)
mod = from_exported_program(ep)
ex = tvm.compile(mod, target=tvm.target.Target("metal", host="llvm"))
