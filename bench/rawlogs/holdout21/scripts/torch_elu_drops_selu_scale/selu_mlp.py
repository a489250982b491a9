# cause: torch_elu_drops_selu_scale
# expect: Mismatched elements
# capture: stderr
import numpy as np
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

torch.manual_seed(0)


class SNN(nn.Module):
    """Self-normalizing MLP (Klambauer et al.)."""

    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(32, 64), nn.SELU(), nn.Linear(64, 64), nn.SELU(), nn.Linear(64, 10))

    def forward(self, x):
        return self.net(x)


model = SNN().eval()
x = torch.randn(8, 32)
ep = torch.export.export(model, (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
with torch.no_grad():
    ref = model(x).numpy()
np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)
