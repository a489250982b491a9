# cause: torch_nearest_upsample_wrong_coords
# expect: Mismatched elements
# capture: combined
# post: crlf
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

torch.manual_seed(3)
m = torch.nn.Sequential(torch.nn.Conv2d(3, 3, 3, padding=1), torch.nn.UpsamplingNearest2d(size=(11, 11)))
x = torch.rand(1, 3, 6, 6)
print("comparing", tuple(x.shape))
np.testing.assert_allclose(run_tvm(m, x), m(x).detach().numpy(), rtol=1e-4, atol=1e-4)
