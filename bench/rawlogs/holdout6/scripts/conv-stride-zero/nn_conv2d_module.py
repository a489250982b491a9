# cause: conv-stride-zero
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import tvm
from tvm.relax.frontend import nn


class Stem(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(3, 8, kernel_size=3, stride=0, padding=1)
        self.act = nn.ReLU()

    def forward(self, x: nn.Tensor):
        return self.act(self.conv(x))


print("exporting Stem ...")
mod, params = Stem().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 3, 64, 64), "float32")}})
print("params:", [name for name, _ in params])
ex = tvm.compile(mod, target="llvm")
