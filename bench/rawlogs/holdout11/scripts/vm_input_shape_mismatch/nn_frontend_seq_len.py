# cause: vm_input_shape_mismatch
# expect: match_cast error
# capture: pytest-native
# post: truncate=0.65
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class Emb(nn.Module):
    def __init__(self):
        self.proj = nn.Linear(16, 16)
    def forward(self, x):
        return self.proj(x)

def test_emb():
    mod, params = Emb().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 10, 16), "float32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    args = [tvm.runtime.tensor(np.ones((1, 12, 16), "float32"))] + [tvm.runtime.tensor(np.zeros(p.shape, p.dtype)) for _, p in params]
    vm["forward"](*args)
