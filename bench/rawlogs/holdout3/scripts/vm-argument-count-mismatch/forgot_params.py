# cause: vm-argument-count-mismatch
# expect: expects 5 arguments
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Classifier(nn.Module):
    def __init__(self):
        self.fc1 = nn.Linear(20, 32)
        self.fc2 = nn.Linear(32, 3)

    def forward(self, x: nn.Tensor):
        return nn.op.softmax(self.fc2(nn.op.relu(self.fc1(x))), axis=-1)


mod, params = Classifier().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 20), "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.zeros((1, 20), "float32"))
print(vm["forward"](x))
