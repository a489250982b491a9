# cause: nn_interpolate_symbolic_scale
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not '(Mul|Var)'
# capture: pytest
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Down(nn.Module):
    def forward(self, x):
        return op.interpolate(x, scale_factor=0.5, mode="bicubic", align_corners=False)

def test_downsample_dynamic():
    Down().export_tvm(spec={"forward": {"x": nn.spec.Tensor(["b", 3, 256, "w"], "float16")}})
