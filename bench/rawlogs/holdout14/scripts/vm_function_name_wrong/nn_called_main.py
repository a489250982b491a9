# cause: vm_function_name_wrong
# expect: Module has no function '\w+'
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class Net(nn.Module):
    def forward(self, x):
        return nn.relu(x)

mod, _ = Net().export_tvm(spec={"forward": {"x": nn.spec.Tensor(["n"], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones(3, "float32"))))
