# cause: matmul_reduction_mismatch
# expect: Matmul requires the reduction length of the operands to be equal
# capture: pytest
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Attn(nn.Module):
    def __init__(self):
        self.qkv = nn.Linear(64, 192)
        self.out = nn.Linear(192, 64)
    def forward(self, x):
        qkv = self.qkv(x)
        q, k, v = op.split(qkv, 3, axis=-1)
        s = op.matmul(q, op.permute_dims(k, [0, 2, 1]))
        o = op.matmul(op.softmax(s, axis=-1), v)
        return self.out(o)

def test_export():
    Attn().export_tvm(spec={"forward": {"x": nn.spec.Tensor([1, "t", 64], "float32")}})
