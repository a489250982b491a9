# cause: nn_interpolate_symbolic_scale
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not '(Mul|Var)'
# capture: combined
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Up(nn.Module):
    def __init__(self, cin, cout):
        self.conv = nn.Conv2D(cin, cout, 3, padding=1)
    def forward(self, x, skip):
        x = op.interpolate(x, scale_factor=(2.0, 2.0), mode="nearest")
        return nn.relu(self.conv(op.concat([x, skip], dim=1)))

print("exporting UNet decoder block")
mod, params = Up(64, 32).export_tvm(spec={"forward": {
    "x": nn.spec.Tensor(["n", 32, "h", "w"], "float32"),
    "skip": nn.spec.Tensor(["n", 32, "h2", "w2"], "float32")}})
