# cause: nn_export_params_not_passed
# expect: arguments were provided
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class MLP(nn.Module):
    def __init__(self):
        self.fc1 = nn.Linear(32, 64)
        self.fc2 = nn.Linear(64, 4)
    def forward(self, x):
        return self.fc2(nn.relu(self.fc1(x)))

mod, params = MLP().export_tvm(spec={"forward": {"x": nn.spec.Tensor(["n", 32], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(5, 32).astype("float32")
print(vm["forward"](tvm.runtime.tensor(x)))
