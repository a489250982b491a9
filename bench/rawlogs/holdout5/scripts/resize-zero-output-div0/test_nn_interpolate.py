# cause: resize-zero-output-div0
# expect: Divide by zero
# capture: pytest
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Down(nn.Module):
    def __init__(self, size):
        super().__init__()
        self.size = size

    def forward(self, x: nn.Tensor):
        return op.interpolate(x, size=self.size, mode="bilinear")


def _export(size):
    mod, _ = Down(size).export_tvm(spec={"forward": {"x": spec.Tensor([1, 2, 8, 8], "float32")}})
    return mod


def test_downsample_half():
    tvm.compile(_export((4, 4)), target="llvm")


def test_downsample_degenerate():
    tvm.compile(_export((0, 0)), target="llvm")
