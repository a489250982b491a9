# cause: torch_int_truediv_no_float_promotion
# expect: Mismatched elements
# capture: stderr
import numpy as np
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Preprocess(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("mean", torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1))
        self.register_buffer("std", torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1))

    def forward(self, img_u8):
        x = img_u8 / 255
        return (x - self.mean) / self.std


img = torch.randint(0, 256, (1, 3, 8, 8), dtype=torch.uint8)
m = Preprocess().eval()
ep = torch.export.export(m, (img,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(img.numpy()))[0].numpy()
np.testing.assert_allclose(out, m(img).numpy(), rtol=1e-5, atol=1e-5)
