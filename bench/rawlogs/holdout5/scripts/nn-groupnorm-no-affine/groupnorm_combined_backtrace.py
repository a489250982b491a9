# cause: nn-groupnorm-no-affine
# expect: Found null pointer node
# capture: combined
# env: TVM_BACKTRACE=1
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec

print("building UNet stem (affine=False norms)")


class Stem(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2D(3, 32, 3, padding=1)
        self.norm = nn.GroupNorm(8, 32, eps=1e-6, affine=False)

    def forward(self, x: nn.Tensor):
        return nn.op.silu(self.norm(self.conv(x)))


m = Stem()
for name, p in m.named_parameters():
    print("param", name, p.shape)
mod, _ = m.export_tvm(spec={"forward": {"x": spec.Tensor([1, 3, 32, 32], "float32")}})
print("exported")
