# cause: einsum-extent-mismatch
# expect: Cannot broadcast extents
# post: crlf
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Bilinear(nn.Module):
    def forward(self, x: nn.Tensor, y: nn.Tensor):
        bb = relax.BlockBuilder.current()
        return nn.wrap_nested(bb.emit(relax.op.einsum([x._expr, y._expr], "ni,ni->n")), name="bil")


mod, _ = Bilinear().export_tvm(
    spec={"forward": {"x": nn.spec.Tensor((4, 10), "float32"), "y": nn.spec.Tensor((4, 12), "float32")}}
)
