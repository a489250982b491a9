# cause: nn_params_not_passed
# expect: The number of provided parameters doesn't match the number of arguments for
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Gate(nn.Module):
    def __init__(self):
        self.w = nn.Linear(12, 12, bias=True)

    def forward(self, x):
        return nn.sigmoid(self.w(x)) * x


mod, params = Gate().export_tvm({"forward": {"x": nn.spec.Tensor([2, 12], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
[n for n, _ in params]

# %%
x = np.linspace(-1, 1, 24, dtype="float32").reshape(2, 12)
vm.set_input("forward", x)
vm.invoke_stateful("forward")
vm.get_outputs("forward").numpy()
