# cause: nn_interpolate_scale_factor_symbolic
# expect: TypeError
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec

# %%
class Stretch(nn.Module):
    """time-stretch a (batch, channels, frames) feature map by 4x"""

    def __init__(self):
        self.proj = nn.Conv1D(80, 80, 1)

    def forward(self, mel):
        up = op.interpolate(mel, scale_factor=4.0, mode="linear")
        return self.proj(up)

# %%
mod, params = Stretch().export_tvm(spec={"forward": {"mel": spec.Tensor((1, 80, "frames"), "float32")}})
mod.show()
