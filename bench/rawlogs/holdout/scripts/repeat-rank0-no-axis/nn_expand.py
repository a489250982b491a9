# cause: repeat-rank0-no-axis
# expect: te_repeat[\s\S]*Index out of range\. size: 0, got index 0
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class ScaleEmbed(nn.Module):
    def __init__(self, n):
        self.n = n
        self.scale = nn.Parameter((), "float32")

    def forward(self, tokens: nn.Tensor):
        s = op.repeat(self.scale, self.n)  # one scale per position
        return tokens * s


mod, params = ScaleEmbed(8).export_tvm({"forward": {"tokens": nn.spec.Tensor((2, 8), "float32")}})
ex = tvm.compile(mod, target="llvm")
