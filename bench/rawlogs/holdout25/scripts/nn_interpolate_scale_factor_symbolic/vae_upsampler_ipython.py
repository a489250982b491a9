# cause: nn_interpolate_scale_factor_symbolic
# expect: not 'Mul'
# capture: ipython
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Upsample2D(nn.Module):
    def __init__(self, channels):
        self.conv = nn.Conv2D(channels, channels, 3, padding=1, dtype="float16")

    def forward(self, hidden_states, temb=None):
        hidden_states = op.interpolate(hidden_states, scale_factor=2.0, mode="nearest")
        return self.conv(hidden_states)


up = Upsample2D(128)
mod, params = up.export_tvm(spec={"forward": {"hidden_states": spec.Tensor((1, 128, "latent_h", "latent_w"), "float16")}})
