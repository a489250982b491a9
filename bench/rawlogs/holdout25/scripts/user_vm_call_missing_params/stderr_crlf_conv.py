# cause: user_vm_call_missing_params
# expect: Check failed: static_cast<size_t>\(gfunc\.num_args\) == args\.size\(\)
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class Stem(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(3, 16, 3, stride=2, padding=1)
        self.norm = nn.GroupNorm(4, 16)

    def forward(self, img):
        return self.norm(self.conv(img))


mod, params = Stem().export_tvm(spec={"forward": {"img": spec.Tensor(("b", 3, 32, 32), "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
img = tvm.runtime.tensor(np.zeros((1, 3, 32, 32), "float32"))
conv_w = tvm.runtime.tensor(np.zeros((16, 3, 3, 3), "float32"))
print(vm["forward"](img, conv_w))
