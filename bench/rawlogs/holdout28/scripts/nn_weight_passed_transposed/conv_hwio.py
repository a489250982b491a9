# cause: nn_weight_passed_transposed
# expect: Mismatched .*conv\.weight
# capture: combined
# weights exported from a TF checkpoint (HWIO) fed to an OIHW conv
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class Stem(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(3, 16, kernel_size=3, padding=1, bias=False)

    def forward(self, x):
        return nn.op.relu(self.conv(x))


mod, params = Stem().export_tvm({"forward": {"x": spec.Tensor(["n", 3, "h", "w"], "float32")}})
for name, p in params:
    print(name, p.shape)
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
hwio = np.random.default_rng(0).standard_normal((3, 3, 3, 16)).astype("float32")
img = np.zeros((2, 3, 24, 24), "float32")
out = vm["forward"](tvm.runtime.tensor(img), tvm.runtime.tensor(hwio))
print(out.shape)
