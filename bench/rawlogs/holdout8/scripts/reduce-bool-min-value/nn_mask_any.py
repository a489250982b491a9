# cause: reduce-bool-min-value
# expect: Cannot decide min_value for type
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class AnyValid(nn.Module):
    def forward(self, mask):
        return op.max(mask, axis=-1)


mod, _ = AnyValid().export_tvm({"forward": {"mask": nn.spec.Tensor((2, 16), "bool")}})
print("compiling AnyValid")
ex = tvm.compile(mod, target="llvm")
