# cause: vm_input_static_dim_mismatch
# expect: mismatch to specified constant
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Head(nn.Module):
    def __init__(self):
        self.proj = nn.Linear(64, 10)
    def forward(self, x):
        return op.softmax(self.proj(x), axis=-1)

mod, params = Head().export_tvm(spec={"forward": {"x": nn.spec.Tensor(["batch", 64], "float32")}})
print("exported", [p[0] for p in params])
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
w = tvm.runtime.tensor(np.random.rand(10, 64).astype("float32"))
b = tvm.runtime.tensor(np.random.rand(10).astype("float32"))
x = tvm.runtime.tensor(np.random.rand(2, 32).astype("float32"))
print(vm["forward"](x, w, b))
