# cause: nn_params_wrong_order
# expect: Not equal to tolerance
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class GatedMLP(nn.Module):
    def __init__(self, d, h):
        self.up_proj = nn.Linear(d, h, bias=False)
        self.gate_proj = nn.Linear(d, h, bias=False)
        self.down_proj = nn.Linear(h, d, bias=False)

    def forward(self, x):
        return self.down_proj(nn.silu(self.gate_proj(x)) * self.up_proj(x))


mod, named = GatedMLP(6, 12).export_tvm({"forward": {"x": nn.spec.Tensor([1, 6], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
[n for n, _ in named]

# %%
rng = np.random.default_rng(31)
gate = rng.standard_normal((12, 6)).astype("float32")
up = rng.standard_normal((12, 6)).astype("float32")
down = rng.standard_normal((6, 12)).astype("float32")
x = rng.standard_normal((1, 6)).astype("float32")

# %%
vm.set_input("forward", x, gate, up, down)
vm.invoke_stateful("forward")
got = vm.get_outputs("forward").numpy()

# %%
def silu(v):
    return v / (1.0 + np.exp(-v))


ref = (silu(x @ gate.T) * (x @ up.T)) @ down.T
np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-4)
