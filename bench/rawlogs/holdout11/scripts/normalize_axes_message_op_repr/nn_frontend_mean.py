# cause: normalize_axes_message_op_repr
# expect: In ir.Op\(span=None
# capture: pytest-native
# env: TVM_BACKTRACE=1
# post: truncate=0.6
import tvm
from tvm.relax.frontend import nn

class Pool(nn.Module):
    def forward(self, x):
        return nn.op.softmax(x, axis=4)

def test_pool():
    Pool().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 8, 7, 7), "float32")}})
