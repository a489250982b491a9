# cause: vm_missing_argument
# expect: expects 3 arguments \(x, norm.weight, norm.bias\), but 1 arguments were provided
# capture: stderr
# exported nn.Module: parameters become trailing function arguments
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class Block(nn.Module):
    def __init__(self):
        self.norm = nn.LayerNorm(64)

    def forward(self, x):
        return self.norm(x)


mod, named_params = Block().export_tvm({"forward": {"x": spec.Tensor(["b", "s", 64], "float32")}})
print([name for name, _ in named_params])
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
x = np.random.default_rng(0).random((2, 5, 64), dtype="float32")
print(vm["forward"](tvm.runtime.tensor(x)).shape)
