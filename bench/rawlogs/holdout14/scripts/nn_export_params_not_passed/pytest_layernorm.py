# cause: nn_export_params_not_passed
# expect: arguments were provided
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class Norm(nn.Module):
    def __init__(self):
        self.ln = nn.LayerNorm(128)
    def forward(self, x):
        return self.ln(x)

def test_layernorm_dynamic():
    mod, params = Norm().export_tvm(spec={"forward": {"x": nn.spec.Tensor(["b", "s", 128], "float32")}})
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(2, 7, 128).astype("float32")
    out = vm["forward"](tvm.runtime.tensor(x), tvm.runtime.tensor(np.ones(128, "float32")))
    assert out.shape == (2, 7, 128)
