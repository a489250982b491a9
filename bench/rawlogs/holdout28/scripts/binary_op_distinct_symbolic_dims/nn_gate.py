# cause: binary_op_distinct_symbolic_dims
# expect: assert expr.ty.shape is not None
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Gate(nn.Module):
    def forward(self, x, g):
        return op.multiply(x, op.sigmoid(g))


mod, _ = Gate().export_tvm({"forward": {"x": spec.Tensor(["n", 32], "float32"), "g": spec.Tensor(["m", 32], "float32")}})
ex = tvm.compile(mod, target="llvm")
