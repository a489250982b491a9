# cause: nn_spec_shape_mismatch
# expect: Matmul requires the reduction length|reduction
# capture: pytest
import tvm
from tvm.relax.frontend import nn

class Head(nn.Module):
    def __init__(self):
        self.emb = nn.Embedding(1000, 32)
        self.out = nn.Linear(64, 1000, bias=False)
    def forward(self, ids):
        return self.out(self.emb(ids))

def test_head():
    Head().export_tvm(spec={"forward": {"ids": nn.spec.Tensor((1, 16), "int32")}})
