# cause: vm_input_float64
# expect: float64
# capture: ipython
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Norm(nn.Module):
    def __init__(self):
        self.ln = nn.LayerNorm(8)

    def forward(self, x: nn.Tensor):
        return self.ln(x)


mod, params = Norm().export_tvm(spec={"forward": {"x": nn.spec.Tensor((3, 8), "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(3, 8).astype("float32")
gamma = np.ones(8)          # float64
beta = np.zeros(8)          # float64
out = vm["forward"](tvm.runtime.tensor(x), tvm.runtime.tensor(gamma), tvm.runtime.tensor(beta)).numpy()
print(out.shape)
