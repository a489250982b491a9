# cause: repeat_nonpositive
# expect: repeat only accepts `repeats >= 1`
# capture: notebook
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn

# %%
class NearestUp(nn.Module):
    def __init__(self, scale):
        self.scale = scale
    def forward(self, x: nn.Tensor):
        x = nn.op.repeat(x, self.scale, axis=2)
        return nn.op.repeat(x, self.scale, axis=3)

mod, _ = NearestUp(0).export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 3, 8, 8), "float32")}})
# %%
ex = tvm.compile(mod, "llvm")
