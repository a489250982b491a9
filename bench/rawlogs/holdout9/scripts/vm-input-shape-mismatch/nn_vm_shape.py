# cause: vm-input-shape-mismatch
# expect: match_cast error,\s+shape\[\d\] mismatch to specified constant
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class Proj(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(16, 4, bias=False)

    def forward(self, x):
        return self.fc(x)

mod, params = Proj().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 16), "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
weight = tvm.runtime.tensor(np.zeros((4, 16), "float32"))
print("calling forward with batch of 3")
print(vm["forward"](tvm.runtime.tensor(np.ones((3, 16), "float32")), weight))
