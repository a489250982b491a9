# cause: nn_params_not_passed
# expect: expects 3 arguments
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Norm(nn.Module):
    def __init__(self):
        self.ln = nn.LayerNorm(16)

    def forward(self, x: nn.Tensor):
        return self.ln(x)


mod, params = Norm().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 16), "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(4, 16).astype("float32")
out = vm["forward"](tvm.runtime.tensor(x)).numpy()
ref = (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5)
np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-5)
