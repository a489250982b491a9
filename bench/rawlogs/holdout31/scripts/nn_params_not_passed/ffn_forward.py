# cause: nn_params_not_passed
# expect: Invoking function forward expects 3 arguments \(x, up\.weight, down\.weight\), but 1 arguments were provided
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class FFN(nn.Module):
    def __init__(self, d, h):
        self.up = nn.Linear(d, h, bias=False)
        self.down = nn.Linear(h, d, bias=False)

    def forward(self, x):
        return self.down(nn.silu(self.up(x)))


ffn = FFN(16, 64)
mod, params = ffn.export_tvm({"forward": {"x": nn.spec.Tensor([4, 16], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

x = np.random.default_rng(2).standard_normal((4, 16)).astype("float32")
y = vm["forward"](x)
print(y.numpy().std())
