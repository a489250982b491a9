# cause: reshape-numel-mismatch
# expect: Reshape expects the new shape to be convertible from the old shape
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Attention(nn.Module):
    def forward(self, x: nn.Tensor):
        b, s, h = x.shape
        return nn.op.reshape(x, (b, s, 5, 13))


mod, params = Attention().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 8, 64), "float32")}})

ex = tvm.compile(mod, target="llvm")
