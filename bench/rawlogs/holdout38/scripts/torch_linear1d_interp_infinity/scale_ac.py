# cause: torch_linear1d_interp_infinity
# expect: infinity
# capture: pytest-line
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

class Stretch(torch.nn.Module):
    def forward(self, x):
        return F.interpolate(x, scale_factor=2.0, mode="linear", align_corners=True)

def test_stretch():
    x = torch.rand(2, 3, 10)
    np.testing.assert_allclose(run_tvm(Stretch(), x), Stretch()(x).numpy(), rtol=1e-5)
