# cause: arange-zero-step
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Ramp(nn.Module):
    def __init__(self, step):
        self.step = step

    def forward(self, x: nn.Tensor):
        r = F.arange(0, 8, self.step, dtype="float32")
        return F.add(x, r)


def test_ramp_step_one():
    mod, _ = Ramp(1).export_tvm(spec={"forward": {"x": nn.spec.Tensor((8,), "float32")}})
    tvm.compile(mod, "llvm")


def test_ramp_step_zero():
    mod, _ = Ramp(0).export_tvm(spec={"forward": {"x": nn.spec.Tensor((8,), "float32")}})
    tvm.compile(mod, "llvm")
