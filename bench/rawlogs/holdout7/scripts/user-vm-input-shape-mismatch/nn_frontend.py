# cause: user-vm-input-shape-mismatch
# expect: match_cast error
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Proj(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(10, 2, bias=False)

    def forward(self, x):
        return self.fc(x)


mod, params = Proj().export_tvm({"forward": {"x": nn.spec.Tensor((1, 10), "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
w = tvm.runtime.tensor(np.ones((2, 10), "float32"))
vm["forward"](tvm.runtime.tensor(np.ones((1, 12), "float32")), w)
