# cause: nn_params_not_passed
# expect: arguments were provided
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

# %%
class GN(nn.Module):
    def __init__(self):
        self.gn = nn.GroupNorm(num_groups=2, num_channels=4)
    def forward(self, x):
        return self.gn(x)

mod, params = GN().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 4, 3, 3), "float32")}})
print([name for name, _ in params])

# %%
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
x = np.random.rand(1, 4, 3, 3).astype("float32")
# only the scale was loaded from the checkpoint
weight = tvm.runtime.tensor(np.ones(4, "float32"))
out = vm["forward"](tvm.runtime.tensor(x), weight)
print(out.numpy().mean())
