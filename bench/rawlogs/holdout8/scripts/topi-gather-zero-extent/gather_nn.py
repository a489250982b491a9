# cause: topi-gather-zero-extent
# expect: indices_dim_i >= 1
# env: TVM_BACKTRACE=1
# post: truncate=0.65
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op
import tvm


class Pick(nn.Module):
    def forward(self, x, idx):
        return op.take_along_axis(x, idx, axis=1) if hasattr(op, "take_along_axis") else nn.op.gather(x, idx, 1)


class Pick2(nn.Module):
    def forward(self, x, idx):
        from tvm.relax import op as rop
        return nn.op.wrap_nested(rop.gather_elements(x._expr, idx._expr, axis=1), name="g")


mod, _ = Pick2().export_tvm({"forward": {"x": nn.spec.Tensor((2, 0), "float32"), "idx": nn.spec.Tensor((2, 0), "int32")}})
ex = tvm.compile(mod, "llvm")
