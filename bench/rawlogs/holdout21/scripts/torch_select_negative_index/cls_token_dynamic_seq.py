# cause: torch_select_negative_index
# expect: Not equal to tolerance
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Pooler(nn.Module):
    def __init__(self):
        super().__init__()
        self.dense = nn.Linear(24, 24)

    def forward(self, hidden):
        # pool the last position of a variable-length sequence
        return torch.tanh(self.dense(hidden[:, -1, :]))


torch.manual_seed(11)
m = Pooler().eval()
seq = torch.export.Dim("seq", min=2, max=256)
x = torch.randn(3, 20, 24)
ep = torch.export.export(m, (x,), dynamic_shapes={"hidden": {1: seq}})
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
for n in (20, 33):
    xi = torch.randn(3, n, 24)
    out = vm["main"](tvm.runtime.tensor(xi.numpy()))[0].numpy()
    print(f"seq={n}: checking")
    np.testing.assert_allclose(out, m(xi).detach().numpy(), rtol=1e-5, atol=1e-5)
