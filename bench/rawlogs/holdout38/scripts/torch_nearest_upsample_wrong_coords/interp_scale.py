# cause: torch_nearest_upsample_wrong_coords
# expect: Mismatched elements
# capture: stderr
import numpy as np
import torch
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

def run_tvm(model, *inputs):
    ep = torch.export.export(model.eval(), tuple(inputs))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](*[tvm.runtime.tensor(t.numpy()) for t in inputs])
    return out[0].numpy()

class FPNTopDown(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lateral = torch.nn.Conv2d(8, 8, 1)
    def forward(self, c4):
        return F.interpolate(self.lateral(c4), scale_factor=1.7, mode="nearest")

torch.manual_seed(1)
m = FPNTopDown()
x = torch.rand(1, 8, 10, 10)
np.testing.assert_allclose(run_tvm(m, x), m(x).detach().numpy(), rtol=1e-4, atol=1e-4)
