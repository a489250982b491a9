# cause: mean-empty-axis-legalize
# expect: Divide by zero
# env: TVM_BACKTRACE=1
# post: truncate=0.55
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class GlobalAvg(nn.Module):
    def forward(self, x):
        return nn.op.wrap_nested(relax.op.mean(x._expr, axis=[2, 3]), name="global_avg")


mod, _ = GlobalAvg().export_tvm({"forward": {"x": nn.spec.Tensor((1, 8, 0, 0), "float32")}})
mod = relax.get_pipeline("zero")(mod)
