# cause: torch_nearest_resize_coord_mode
# expect: Mismatched elements
# capture: combined
import numpy as np
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

torch.manual_seed(4)
decoder = nn.Sequential(
    nn.Conv2d(4, 4, 3, padding=1),
    nn.ReLU(),
    nn.Upsample(size=(10, 10), mode="nearest"),
    nn.Conv2d(4, 1, 1),
).eval()
x = torch.randn(1, 4, 6, 6)
ep = torch.export.export(decoder, (x,))
mod = from_exported_program(ep)
mod.show()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
np.testing.assert_allclose(out, decoder(x).detach().numpy(), rtol=1e-4, atol=1e-4)
