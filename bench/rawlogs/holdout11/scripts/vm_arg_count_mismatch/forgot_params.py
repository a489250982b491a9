# cause: vm_arg_count_mismatch
# expect: Invoking function forward expects
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class Lin(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(8, 4)
    def forward(self, x):
        return self.fc(x)

def test_lin():
    mod, params = Lin().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 8), "float32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    vm["forward"](tvm.runtime.tensor(np.ones((2, 8), "float32")))
