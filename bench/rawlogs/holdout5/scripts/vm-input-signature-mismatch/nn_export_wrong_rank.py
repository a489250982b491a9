# cause: vm-input-signature-mismatch
# expect: expect Tensor with ndim 3 but get 2
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class Proj(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 4, bias=False)

    def forward(self, x: nn.Tensor):
        return self.fc(x)


mod, params = Proj().export_tvm(spec={"forward": {"x": spec.Tensor([1, "seq", 8], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
w = tvm.runtime.tensor(np.random.default_rng(0).standard_normal((4, 8)).astype("float32"))
tokens = np.ones((5, 8), "float32")          # forgot the batch dimension
print("calling forward with", tokens.shape)
out = vm["forward"](tvm.runtime.tensor(tokens), w)
print(out)
