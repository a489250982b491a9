# cause: static_shape_mismatch
# expect: shape\[0\] mismatch to specified constant
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Head(nn.Module):
    def __init__(self):
        self.norm = nn.LayerNorm(16)
        self.proj = nn.Linear(16, 4)

    def forward(self, x):
        return nn.softmax(self.proj(self.norm(x)), axis=-1)


model = Head()
mod, params = model.export_tvm({"forward": {"x": nn.spec.Tensor([1, 16], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

rng = np.random.default_rng(7)
weights = []
for name, p in params:
    if name.endswith("weight") and "norm" in name:
        weights.append(np.ones(p.shape, dtype=p.dtype))
    else:
        weights.append(rng.normal(0.0, 0.2, p.shape).astype(p.dtype))

batch = rng.normal(size=(4, 16)).astype("float32")
probs = vm["forward"](batch, *weights).numpy()
print(probs.argmax(-1))
