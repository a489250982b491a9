# cause: user_fp16_tolerance_too_tight
# expect: Mismatched elements
# capture: stderr
import numpy as np
import torch
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Attn(torch.nn.Module):
    def forward(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v)


torch.manual_seed(0)
q, k, v = (torch.randn(1, 4, 16, 32, dtype=torch.float16) for _ in range(3))
ep = torch.export.export(Attn(), (q, k, v))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](*[tvm.runtime.tensor(t.numpy()) for t in (q, k, v)])[0].numpy()
ref = Attn()(q, k, v).numpy()
np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)
