# cause: repeat_zero_legalize
# expect: repeats >= 1
# capture: pytest-native
# post: truncate=0.4
import tvm
from tvm.relax.frontend import nn

class Expand(nn.Module):
    def forward(self, x):
        return nn.op.repeat(x, 0, axis=0)

def test_expand():
    mod, _ = Expand().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 4), "float32")}})
    tvm.compile(mod, "llvm")
