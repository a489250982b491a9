# cause: vm_input_not_a_tensor
# expect: expect a Tensor but get
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class Block(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(16, 16, bias=False)
    def forward(self, x, residual):
        return self.fc(x) + residual

mod, params = Block().export_tvm(spec={"forward": {"x": nn.spec.Tensor(["n", 16], "float32"), "residual": nn.spec.Tensor(["n", 16], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.ones((2, 16), "float32"))
w = tvm.runtime.tensor(np.ones((16, 16), "float32"))
print("first step, no residual yet")
print(vm["forward"](x, None, w))
