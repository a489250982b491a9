# cause: user-take-float-indices
# expect: Take op requires the input indices to have integer dtype
import tvm
from tvm.relax.frontend import nn


class Tok(nn.Module):
    def __init__(self):
        self.emb = nn.Embedding(1000, 64)

    def forward(self, ids):
        return self.emb(ids)


mod, _ = Tok().export_tvm({"forward": {"ids": nn.spec.Tensor((1, 16), "float32")}})
