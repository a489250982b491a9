# cause: resize_zero_size_divzero
# expect: Divide by zero
# capture: pytest
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn

class Up(nn.Module):
    def forward(self, x):
        return nn.op.interpolate(x, size=(0, 0), mode="bilinear")

def test_up():
    mod, _ = Up().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 4, 16, 16), "float32")}})
    tvm.compile(mod, "llvm")
