# cause: einsum-unknown-output-label-segfault
# expect: Segfault encountered
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Bilinear(nn.Module):
    def forward(self, x, y):
        z = relax.op.einsum([x._expr, y._expr], "bi,bj->bij" if False else "bi,bj->bq")
        return nn.op.wrap_nested(z, name="outer")


mod, _ = Bilinear().export_tvm(
    {"forward": {"x": nn.spec.Tensor((2, 3), "float32"), "y": nn.spec.Tensor((2, 5), "float32")}}
)
