# cause: binary_op_dtype_mismatch
# expect: Binary operators must have the same datatype
# capture: pytest
import tvm
from tvm.relax.frontend import nn

class Proj(nn.Module):
    def __init__(self):
        self.w = nn.Parameter((16, 16), "float16")
    def forward(self, x):
        return nn.op.matmul(x, self.w)

def test_proj():
    Proj().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 16), "float32")}})
