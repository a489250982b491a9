# cause: vm_function_not_found
# expect: Module has no function 'main'
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class Tiny(nn.Module):
    def forward(self, x):
        return nn.op.relu(x)

def test_tiny():
    mod, _ = Tiny().export_tvm(spec={"forward": {"x": nn.spec.Tensor((3,), "float32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.ones(3, "float32")))
