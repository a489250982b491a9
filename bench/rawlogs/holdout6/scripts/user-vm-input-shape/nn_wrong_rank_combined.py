# cause: user-vm-input-shape
# expect: ErrorContext|ndim
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class MLP(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(8, 4)

    def forward(self, x: nn.Tensor):
        return self.fc(x)


mod, params = MLP().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 8), "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
w = tvm.runtime.tensor(np.zeros((4, 8), "float32"))
b = tvm.runtime.tensor(np.zeros((4,), "float32"))
print("calling forward with a flat vector")
vm["forward"](tvm.runtime.tensor(np.zeros((8,), "float32")), w, b)
