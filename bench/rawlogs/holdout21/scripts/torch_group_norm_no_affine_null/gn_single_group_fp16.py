# cause: torch_group_norm_no_affine_null
# expect: Found null pointer node while traversing AST\. The previous pass may have generated invalid data
# capture: combined
import numpy as np
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

# LayerNorm-over-CHW written as GroupNorm(1, C) without affine params, in half precision
norm = nn.GroupNorm(1, 16, affine=False).half().eval()
x = torch.randn(4, 16, 7, 7, dtype=torch.float16)
print("exporting GroupNorm(1, 16) fp16 ...")
ep = torch.export.export(norm, (x,))
print(ep.graph_signature)
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
np.testing.assert_allclose(out, norm(x).numpy(), rtol=1e-2, atol=1e-2)
