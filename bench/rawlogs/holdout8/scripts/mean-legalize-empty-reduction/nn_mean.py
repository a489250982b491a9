# cause: mean-legalize-empty-reduction
# expect: fb->value != 0.*Divide by zero
# env: TVM_BACKTRACE=1
# post: crlf
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op
import tvm


class Pool(nn.Module):
    def forward(self, tokens):
        from tvm import relax
        # nn.op has no mean(); wrap the relax op directly
        return op.wrap_nested(relax.op.mean(tokens._expr, axis=[1]), name="mean")


mod, _ = Pool().export_tvm({"forward": {"tokens": nn.spec.Tensor((1, 0, 64), "float32")}})
print("exported; compiling")
ex = tvm.compile(mod, "llvm")
