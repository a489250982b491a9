# cause: nn_export_params_not_passed
# expect: arguments were provided
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class ConvBlock(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(3, 8, kernel_size=3, padding=1)
    def forward(self, x):
        return nn.silu(self.conv(x))

mod, params = ConvBlock().export_tvm(spec={"forward": {"x": nn.spec.Tensor([1, 3, "h", "w"], "float32")}})
mod.show()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["forward"](tvm.runtime.tensor(np.zeros((1, 3, 32, 32), "float32"))))
