# cause: reshape_numel_mismatch
# expect: Reshape expects the new shape to be convertible from the old shape
# capture: pytest
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Heads(nn.Module):
    def forward(self, x):
        return op.reshape(x, [1, 16, 12, 64])

def test_heads():
    Heads().export_tvm(spec={"forward": {"x": nn.spec.Tensor([1, 16, 512], "float32")}})
