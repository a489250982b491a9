# cause: torch_nearest_upsample_wrong_coords
# expect: Not equal to tolerance
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

class Decoder(torch.nn.Module):
    def forward(self, x):
        return F.interpolate(x, size=(13, 13), mode="nearest")

def test_nearest_matches_torch():
    torch.manual_seed(0)
    x = torch.rand(1, 4, 8, 8)
    np.testing.assert_allclose(run_tvm(Decoder(), x), Decoder()(x).numpy(), rtol=1e-5, atol=1e-5)
