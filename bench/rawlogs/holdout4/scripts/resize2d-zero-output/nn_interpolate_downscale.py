# cause: resize2d-zero-output
# expect: Check failed: fb->value != 0
# capture: combined
import warnings
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Downsample(nn.Module):
    def __init__(self, factor):
        self.factor = factor

    def forward(self, x):
        return F.interpolate(x, scale_factor=self.factor, mode="bilinear")


factor = 0.2
if 4 * factor < 1:
    warnings.warn(f"scale_factor={factor} shrinks a 4x4 map below one pixel", UserWarning)
mod, _ = Downsample(factor).export_tvm({"forward": {"x": nn.spec.Tensor((1, 3, 4, 4), "float32")}})
mod.show()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["forward"](tvm.runtime.tensor(np.ones((1, 3, 4, 4), "float32"))))
