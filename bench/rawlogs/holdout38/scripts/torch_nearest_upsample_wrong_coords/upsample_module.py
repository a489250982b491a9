# cause: torch_nearest_upsample_wrong_coords
# expect: AssertionError
# capture: ipython
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

torch.manual_seed(2)
m = torch.nn.Upsample(size=(10, 14), mode="nearest")
x = torch.rand(2, 3, 7, 9)
ours, ref = run_tvm(m, x), m(x).numpy()
assert np.allclose(ours, ref), f"nearest upsample differs from torch: max abs err {np.abs(ours - ref).max():.4f}"
