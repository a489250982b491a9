# cause: rewriter_changes_output_shape
# expect: Matmul requires the reduction length of the operands to be equal
# capture: ipython
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, rewrite_call, wildcard
from tvm.relax.frontend import nn


class Up(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(64, 256, bias=False)

    def forward(self, x: nn.Tensor):
        return nn.gelu(self.fc(x))


mod, _ = Up().export_tvm(spec={"forward": {"x": nn.spec.Tensor((8, 64), "float32")}})

x_p, w_p = wildcard(), wildcard()
linear = is_op("relax.matmul")(x_p, is_op("relax.permute_dims")(w_p))


def prepacked(orig, m):
    return relax.op.matmul(m[x_p], m[w_p])


mod["forward"] = rewrite_call(linear, prepacked, mod["forward"])
mod.show()
