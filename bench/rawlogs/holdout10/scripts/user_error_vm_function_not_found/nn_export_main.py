# cause: user_error_vm_function_not_found
# expect: Module has no function '\w+'
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.relax.frontend import nn

class Lin(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(3, 3)
    def forward(self, x):
        return self.fc(x)

mod, params = Lin().export_tvm({"forward": {"x": nn.spec.Tensor((1, 3), "float32")}})
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("functions compiled; calling main")
x = tvm.runtime.tensor(np.ones((1, 3), "float32"))
ws = [tvm.runtime.tensor(np.ones(p.shape, "float32")) for _, p in params]
print(vm["main"](x, *ws))
