# cause: op_attr_rejects_symbolic_value
# expect: Mismatched type on argument #3 when calling: `relax.op.one_hot
# capture: stderr
# env: TVM_BACKTRACE=1
# one-hot with depth equal to the (symbolic) number of classes
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class OneHot(nn.Module):
    def forward(self, labels, logits):
        num_classes = logits.shape[1]
        oh = nn.wrap_nested(
            relax.op.one_hot(labels._expr, relax.prim_value(1.0), relax.prim_value(0.0), num_classes), name="oh"
        )
        return op.multiply(oh, logits)


OneHot().export_tvm({"forward": {"labels": spec.Tensor(["b"], "int32"), "logits": spec.Tensor(["b", "c"], "float32")}})
