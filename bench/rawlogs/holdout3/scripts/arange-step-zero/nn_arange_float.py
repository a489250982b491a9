# cause: arange-step-zero
# expect: arange[\s\S]*Divide by zero
# capture: combined
import warnings

import tvm
from tvm.relax.frontend import nn


class Timesteps(nn.Module):
    def __init__(self, dim, step):
        self.dim = dim
        self.step = step

    def forward(self, t: nn.Tensor):
        freqs = nn.op.arange(0.0, float(self.dim), self.step, dtype="float32")
        freqs = nn.op.exp(nn.op.multiply(freqs, nn.Tensor.from_scalar(-0.125, "float32")))
        return nn.op.multiply(t, freqs)


warnings.warn("Timesteps: 'scale' is deprecated, use 'step'", DeprecationWarning, stacklevel=1)
print("exporting Timesteps(dim=64)")
m = Timesteps(64, 0.0)
mod, _ = m.export_tvm(spec={"forward": {"t": nn.spec.Tensor((8, 1), "float32")}})
mod.show()
