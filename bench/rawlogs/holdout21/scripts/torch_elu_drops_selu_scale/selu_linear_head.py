# cause: torch_elu_drops_selu_scale
# expect: Mismatched elements
# capture: combined
# post: crlf
import numpy as np
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Head(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(16, 16)

    def forward(self, x):
        return torch.selu(self.proj(x)).sum(-1)


torch.manual_seed(7)
m = Head().eval()
x = torch.randn(3, 16)
ep = torch.export.export(m, (x,))
mod = from_exported_program(ep)
print("imported OK; building")
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(x.numpy()))
got = res[0].numpy()
want = m(x).detach().numpy()
print("max abs diff:", np.abs(got - want).max())
np.testing.assert_allclose(got, want, rtol=1e-3, atol=1e-3)
