# cause: torch_nearest_resize_coord_mode
# expect: Mismatched elements
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Neck(nn.Module):
    def __init__(self):
        super().__init__()
        self.lateral = nn.Conv2d(8, 8, 1)

    def forward(self, x):
        # FPN-style top-down path to a non-integer target size
        return nn.functional.interpolate(self.lateral(x), size=(13, 13), mode="nearest")


torch.manual_seed(0)
m = Neck().eval()
x = torch.randn(1, 8, 8, 8)
ep = torch.export.export(m, (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
with torch.no_grad():
    ref = m(x).numpy()
np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)
