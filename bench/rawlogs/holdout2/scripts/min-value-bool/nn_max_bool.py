# cause: min-value-bool
# expect: Cannot decide min_value
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class AnyPad(nn.Module):
    def forward(self, is_pad: nn.Tensor):
        return op.max(is_pad, axis=-1, keepdims=True)


mod, _ = AnyPad().export_tvm(spec={"forward": {"is_pad": nn.spec.Tensor((2, 10, 64), "bool")}})
tvm.compile(mod, target="llvm")
