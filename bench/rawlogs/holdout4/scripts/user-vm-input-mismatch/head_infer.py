# cause: user-vm-input-mismatch
# expect: expect Tensor with ndim 3 but get 2
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Head(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(8, 2)

    def forward(self, x):
        return self.fc(x)


mod, params = Head().export_tvm({"forward": {"x": nn.spec.Tensor((1, 4, 8), "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
weights = [tvm.runtime.tensor(np.zeros([int(d) for d in p.shape], "float32")) for _, p in params]
x = np.ones((4, 8), "float32")  # forgot the batch dimension
print(vm["forward"](tvm.runtime.tensor(x), *weights))
