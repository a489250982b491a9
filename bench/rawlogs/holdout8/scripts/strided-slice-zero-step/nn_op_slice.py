# cause: strided-slice-zero-step
# expect: Divide by zero
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op
import warnings


class Stride(nn.Module):
    def __init__(self, step):
        super().__init__()
        self.step = step

    def forward(self, x):
        from tvm import relax
        y = op.wrap_nested(relax.op.strided_slice(x._expr, axes=[1], begin=[0], end=[16], strides=[self.step]), name="sl")
        return op.add(y, y)


warnings.warn("Stride step computed from config; may be 0 for short sequences")
m = Stride(step=16 // 32)
mod, _ = m.export_tvm({"forward": {"x": nn.spec.Tensor((2, 16), "float32")}})
print(mod)
