# cause: torch_bilinear_antialias_ignored
# expect: AssertionError
# capture: notebook
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

# %%
class Preprocess(torch.nn.Module):
    def forward(self, img):
        img = F.interpolate(img, size=(8, 6), mode="bilinear", antialias=True)
        return (img - 0.5) / 0.25
# %%
torch.manual_seed(5)
img = torch.rand(1, 3, 32, 24)
ours, ref = run_tvm(Preprocess(), img), Preprocess()(img).numpy()
err = np.abs(ours - ref).max()
print("max err", err)
assert err < 1e-3, f"antialiased resize mismatch: {err}"
