# cause: nn_interpolate_symbolic_scale
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not '(Mul|Var)'
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Upsample(nn.Module):
    def forward(self, x):
        return op.interpolate(x, scale_factor=2.0, mode="bilinear")

mod, _ = Upsample().export_tvm(spec={"forward": {"x": nn.spec.Tensor([1, 3, "h", "w"], "float32")}})
