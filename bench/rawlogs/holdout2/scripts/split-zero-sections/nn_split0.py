# cause: split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Heads(nn.Module):
    def __init__(self, n_heads):
        super().__init__()
        self.n_heads = n_heads

    def forward(self, qkv: nn.Tensor):
        return op.split(qkv, self.n_heads, axis=-1)


mod, _ = Heads(n_heads=0).export_tvm(spec={"forward": {"qkv": nn.spec.Tensor((1, 16, 96), "float32")}})
tvm.compile(mod, target="llvm")
