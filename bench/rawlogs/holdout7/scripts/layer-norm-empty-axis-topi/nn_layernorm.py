# cause: layer-norm-empty-axis-topi
# expect: Divide by zero
# capture: combined
# post: crlf
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Tiny(nn.Module):
    def __init__(self):
        self.norm = nn.LayerNorm(0)

    def forward(self, x):
        return self.norm(x)


mod, params = Tiny().export_tvm({"forward": {"x": nn.spec.Tensor((2, 3, 0), "float32")}})
print("params:", [n for n, _ in params])
ex = relax.build(mod, target="llvm")
