# cause: torch_select_negative_index
# expect: Not equal to tolerance
# capture: stderr
import numpy as np
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class GRUishClassifier(nn.Module):
    """Take the hidden state of the last token and classify it."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Linear(16, 32)
        self.head = nn.Linear(32, 4)

    def forward(self, x):
        h = torch.tanh(self.emb(x))
        return self.head(h[:, -1])


torch.manual_seed(0)
m = GRUishClassifier().eval()
x = torch.randn(2, 10, 16)
ep = torch.export.export(m, (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
np.testing.assert_allclose(out, m(x).detach().numpy(), rtol=1e-5, atol=1e-5)
