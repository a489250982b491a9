# cause: vm-input-shape-mismatch
# expect: match_cast error|mismatch to specified constant
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 4)

    def forward(self, x):
        return self.fc(x)


mod, params = MLP().export_tvm({"forward": {"x": nn.spec.Tensor((2, 8), "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
ps = [tvm.runtime.tensor(np.zeros([int(d) for d in p.shape], "float32")) for _, p in params]
print(vm["forward"](tvm.runtime.tensor(np.ones((2, 8), "float32")), *ps))
print(vm["forward"](tvm.runtime.tensor(np.ones((3, 8), "float32")), *ps))
