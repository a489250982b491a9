# cause: nn_interpolate_scale_factor_symbolic
# expect: int\(\) argument must be .* not 'Mul'
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class UpBlock(nn.Module):
    def __init__(self, in_ch, out_ch):
        self.conv = nn.Conv2D(in_ch, out_ch, 3, padding=1)

    def forward(self, x):
        x = op.interpolate(x, scale_factor=2.0, mode="nearest")
        return op.silu(self.conv(x))


class Decoder(nn.Module):
    def __init__(self):
        self.up1 = UpBlock(64, 32)
        self.up2 = UpBlock(32, 16)

    def forward(self, feat):
        return self.up2(self.up1(feat))


print("building decoder ...")
model = Decoder()
mod, params = model.export_tvm(
    spec={"forward": {"feat": spec.Tensor((1, 64, "h", "w"), "float32")}}
)
print("exported", len(params), "params")
ex = tvm.compile(mod, target="llvm")
