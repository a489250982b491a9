# cause: torch_nearest_resize_coord_mode
# expect: Not equal to tolerance
# capture: notebook
# %%
import numpy as np
import torch
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Rescale(torch.nn.Module):
    def forward(self, img):
        return F.interpolate(img, size=(4, 7), mode="nearest")


img = torch.arange(2 * 6 * 10, dtype=torch.float32).reshape(1, 2, 6, 10)
ep = torch.export.export(Rescale(), (img,))
ep

# %%
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(img.numpy()))[0].numpy()

# %%
np.testing.assert_allclose(out, Rescale()(img).numpy())
