# cause: vm-input-shape-mismatch
# expect: match_cast error
# post: crlf
import traceback

import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(10, 20)
        self.fc2 = nn.Linear(20, 2)

    def forward(self, x: nn.Tensor):
        return self.fc2(nn.op.relu(self.fc1(x)))


mod, params = MLP().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 10), "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

try:
    np.load("mlp_weights.npz")
except FileNotFoundError:
    traceback.print_exc()
    print("using random weights")

weights = [tvm.runtime.tensor(np.random.rand(*[int(d) for d in p.shape]).astype("float32")) for _, p in params]
x = tvm.runtime.tensor(np.random.rand(1, 20).astype("float32"))
print(vm["forward"](x, *weights))
