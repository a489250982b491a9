# cause: numpy_float64_default
# expect: Mismatched fc1\.weight\.dtype on argument #0 when calling
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class MLP(nn.Module):
    def __init__(self, dim, hidden):
        self.fc1 = nn.Linear(dim, hidden, bias=False)
        self.fc2 = nn.Linear(hidden, dim, bias=False)

    def forward(self, x):
        return self.fc2(nn.relu(self.fc1(x)))


# %%
model = MLP(8, 32)
mod, named_params = model.export_tvm({"forward": {"x": nn.spec.Tensor([2, 8], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
[name for name, _ in named_params]

# %%
np.random.seed(42)
weights = [np.random.randn(*p.shape) * 0.1 for _, p in named_params]
x = np.random.rand(2, 8).astype("float32")

# %%
y = vm["forward"](x, *weights)
y.numpy()
