# cause: arange_zero_step
# expect: Divide by zero
# capture: ipython
# post: crlf
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Ramp(nn.Module):
    def forward(self, x: nn.Tensor):
        r = nn.op.arange(10, 0, 0, dtype="float32")
        return nn.op.add(x, r)


mod, _ = Ramp().export_tvm(spec={"forward": {"x": nn.spec.Tensor((10,), "float32")}})
mod.show()
