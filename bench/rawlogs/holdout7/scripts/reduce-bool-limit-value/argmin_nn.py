# cause: reduce-bool-limit-value
# expect: Cannot decide (min|max)_value for type
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class FirstFalse(nn.Module):
    def forward(self, m):
        return nn.op.min(m, axis=-1)


mod, _ = FirstFalse().export_tvm({"forward": {"m": nn.spec.Tensor((2, 9), "bool")}})
relax.build(mod, "llvm")
