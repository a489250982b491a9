# cause: user_vm_call_missing_params
# expect: arguments were provided
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec

# %%
class FFN(nn.Module):
    def __init__(self, d=24, h=96):
        self.w_in = nn.Linear(d, h)
        self.w_out = nn.Linear(h, d)

    def forward(self, x):
        return self.w_out(op.gelu(self.w_in(x)))

mod, params = FFN().export_tvm(spec={"forward": {"x": spec.Tensor(("b", 24), "float32")}})
print([name for name, _ in params])

# %%
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["forward"](tvm.runtime.tensor(np.ones((2, 24), "float32")))
