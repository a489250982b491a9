# cause: torch_index_tensor_sliced_dims
# expect: shapes \(3, 16, 2\), \(3, 2, 16\) mismatch
# capture: combined
import numpy as np
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Crop(torch.nn.Module):
    def forward(self, x):
        b = torch.tensor([0, 1, 2])[:, None]
        cols = torch.tensor([0, 5])
        return x[b, :, cols]


x = torch.randn(4, 16, 32)
ep = torch.export.export(Crop(), (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy()
ref = Crop()(x).numpy()
print("tvm:", out.shape, "torch:", ref.shape)
np.testing.assert_allclose(out, ref)
