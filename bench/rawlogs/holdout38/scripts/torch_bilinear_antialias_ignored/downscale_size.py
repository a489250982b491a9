# cause: torch_bilinear_antialias_ignored
# expect: Not equal to tolerance
# capture: pytest-short
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

class Thumb(torch.nn.Module):
    def forward(self, x):
        return F.interpolate(x, size=(3, 3), mode="bilinear", antialias=True)

def test_thumbnail():
    torch.manual_seed(0)
    x = torch.rand(1, 3, 12, 12)
    np.testing.assert_allclose(run_tvm(Thumb(), x), Thumb()(x).numpy(), rtol=1e-4, atol=1e-4)
