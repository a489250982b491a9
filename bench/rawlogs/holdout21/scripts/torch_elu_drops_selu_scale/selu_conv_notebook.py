# cause: torch_elu_drops_selu_scale
# expect: Not equal to tolerance
# capture: notebook
# %%
import numpy as np
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

torch.manual_seed(3)
model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.SELU(), nn.AdaptiveAvgPool2d(1), nn.Flatten()).eval()
x = torch.randn(2, 3, 12, 12)

# %%
ep = torch.export.export(model, (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
tvm_out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
with torch.no_grad():
    ref = model(x).numpy()
np.testing.assert_allclose(tvm_out, ref, rtol=1e-4, atol=1e-4)
