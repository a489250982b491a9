# cause: torch_bicubic_antialias_unsupported
# expect: Unsupported function types
# capture: pytest-native
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

class Resizer(torch.nn.Module):
    def forward(self, x):
        return F.interpolate(x, scale_factor=0.5, mode="bicubic", antialias=True, align_corners=False)

def test_resizer():
    x = torch.rand(1, 1, 20, 20)
    np.testing.assert_allclose(run_tvm(Resizer(), x), Resizer()(x).numpy(), atol=1e-4)
