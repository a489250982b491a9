# cause: user_vm_call_missing_params
# expect: expects 3 arguments \(x, proj\.weight, proj\.bias\), but 1 arguments were provided
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class Proj(nn.Module):
    def __init__(self):
        self.proj = nn.Linear(32, 8)

    def forward(self, x):
        return self.proj(x)


mod, params = Proj().export_tvm(spec={"forward": {"x": spec.Tensor(("n", 32), "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
x = np.random.rand(4, 32).astype("float32")
y = vm["forward"](tvm.runtime.tensor(x))
print(y.numpy())
