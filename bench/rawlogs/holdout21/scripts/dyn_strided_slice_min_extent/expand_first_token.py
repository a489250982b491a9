# cause: dyn_strided_slice_min_extent
# expect: Not equal to tolerance
# capture: combined
import numpy as np
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class RepeatFirst(torch.nn.Module):
    def forward(self, x):
        return x[:, :1].expand(-1, x.shape[1], -1)


seq = torch.export.Dim("seq", min=2, max=128)
x = torch.randn(4, 16, 32)
ep = torch.export.export(RepeatFirst(), (x,), dynamic_shapes={"x": {1: seq}})
mod = from_exported_program(ep)
mod.show()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
np.testing.assert_allclose(out, RepeatFirst()(x).numpy(), rtol=1e-6, atol=1e-6)
