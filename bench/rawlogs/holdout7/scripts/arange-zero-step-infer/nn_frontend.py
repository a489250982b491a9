# cause: arange-zero-step-infer
# expect: Divide by zero
import warnings
import tvm
from tvm.relax.frontend import nn

warnings.warn("positional table is regenerated every call", UserWarning)


class PosEmb(nn.Module):
    def forward(self, x):
        pos = nn.op.arange(0, 32, 0, dtype="float32")
        return nn.op.add(x, pos)


mod, _ = PosEmb().export_tvm({"forward": {"x": nn.spec.Tensor((32,), "float32")}})
