# cause: fp16_matmul_accumulates_in_fp16
# expect: Not equal to tolerance
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec

# %%
class MLP(nn.Module):
    def __init__(self, d=32, ff=6144):
        self.fc1 = nn.Linear(d, ff, bias=False, dtype="float16")
        self.fc2 = nn.Linear(ff, d, bias=False, dtype="float16")

    def forward(self, x):
        return self.fc2(op.relu(self.fc1(x)))

model = MLP()
mod, params = model.export_tvm(spec={"forward": {"x": spec.Tensor(("b", "s", 32), "float16")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())

# %%
x = np.full((1, 3, 32), 0.25, "float16")
w1 = np.full((6144, 32), 0.125, "float16")
w2 = np.full((32, 6144), 0.5, "float16")
y = vm["forward"](tvm.runtime.tensor(x), tvm.runtime.tensor(w1), tvm.runtime.tensor(w2)).numpy()
h = np.maximum(x.astype("float32") @ w1.astype("float32").T, 0)
ref = h @ w2.astype("float32").T
np.testing.assert_allclose(y.astype("float32"), ref, rtol=1e-2)
