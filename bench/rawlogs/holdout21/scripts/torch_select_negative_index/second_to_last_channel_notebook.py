# cause: torch_select_negative_index
# expect: Not equal to tolerance
# capture: notebook
# %%
import numpy as np
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class PickChannel(torch.nn.Module):
    def forward(self, x):
        return x[:, :, -2] + x[:, :, 0]


x = torch.randn(2, 5, 6)
ep = torch.export.export(PickChannel(), (x,))
print(ep.graph)

# %%
mod = from_exported_program(ep)
mod.show()

# %%
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
np.testing.assert_allclose(out, PickChannel()(x).numpy(), rtol=1e-6, atol=1e-6)
