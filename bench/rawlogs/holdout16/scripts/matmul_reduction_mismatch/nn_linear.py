# cause: matmul_reduction_mismatch
# expect: Matmul requires the reduction length of the operands to be equal
# capture: ipython
import tvm
from tvm.relax.frontend import nn


class Head(nn.Module):
    def __init__(self):
        self.proj = nn.Linear(128, 10)

    def forward(self, x: nn.Tensor):
        return self.proj(x)


mod, params = Head().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 96), "float32")}})
