# cause: python_control_flow_on_symbolic_dim
# expect: Cannot use and / or / not operator to Expr
# capture: stderr
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class MaybePool(nn.Module):
    def forward(self, x):
        if x.shape[1] > 128:  # long sequences get pooled
            x = op.mean(x, axis=1, keepdims=True)
        return op.add(x, x)


mod, _ = MaybePool().export_tvm({"forward": {"x": spec.Tensor([1, "seq", 32], "float32")}})
mod.show()
