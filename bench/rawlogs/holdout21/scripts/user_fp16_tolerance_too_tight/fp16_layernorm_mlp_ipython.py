# cause: user_fp16_tolerance_too_tight
# expect: Not equal to tolerance
# capture: ipython
import numpy as np
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

torch.manual_seed(2)
mlp = nn.Sequential(nn.LayerNorm(64), nn.Linear(64, 128, bias=False), nn.SiLU(), nn.Linear(128, 64, bias=False)).half().eval()
x = torch.randn(4, 64, dtype=torch.float16)
ep = torch.export.export(mlp, (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
with torch.no_grad():
    ref = mlp(x).numpy()
np.testing.assert_allclose(out, ref, rtol=1e-4)
