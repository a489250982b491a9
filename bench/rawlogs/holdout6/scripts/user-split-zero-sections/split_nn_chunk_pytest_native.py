# cause: user-split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
# capture: pytest-native
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Heads(nn.Module):
    def __init__(self, n):
        self.n = n

    def forward(self, x: nn.Tensor):
        return F.split(x, self.n, axis=-1)[0]


def test_two_heads():
    Heads(2).export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 8), "float32")}})


def test_zero_heads():
    Heads(0).export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 8), "float32")}})
