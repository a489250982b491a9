# cause: unknown_function_name
# expect: AttributeError: Module has no function 'main'
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Scorer(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(6, 1, bias=False)

    def forward(self, x):
        return nn.sigmoid(self.fc(x))


mod, params = Scorer().export_tvm({"forward": {"x": nn.spec.Tensor([3, 6], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

w = np.full((1, 6), 0.2, dtype="float32")
x = np.ones((3, 6), dtype="float32")
print(vm["main"](x, w).numpy())
