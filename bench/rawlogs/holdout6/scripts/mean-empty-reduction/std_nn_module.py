# cause: mean-empty-reduction
# expect: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F
from tvm import relax


class Stats(nn.Module):
    def forward(self, x: nn.Tensor):
        s = nn.wrap_nested(relax.BlockBuilder.current().emit(relax.op.std(x._expr, axis=[1])), name="std")
        return s


mod, _ = Stats().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 0, 3), "float32")}})
print(mod.script())
tvm.compile(mod, "llvm")
