# cause: nn_weight_passed_transposed
# expect: Mismatched fc.weight.strides on argument #0
# capture: stderr
# env: TVM_BACKTRACE=1
# relax.frontend.nn model, dynamic sequence length; weights passed in by hand.
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class Proj(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(32, 8, bias=False)

    def forward(self, x):
        return self.fc(x)


mod, params = Proj().export_tvm({"forward": {"x": spec.Tensor(["seq", 32], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
rng = np.random.default_rng(0)
# torch-style checkpoint stores the weight as (in_features, out_features)
weight = rng.standard_normal((32, 8)).astype("float32")
x = rng.standard_normal((5, 32)).astype("float32")
out = vm["forward"](tvm.runtime.tensor(x), tvm.runtime.tensor(weight))
print(out.numpy().shape)
