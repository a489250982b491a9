# cause: nn_spec_shape_mismatch
# expect: channel size
# capture: combined
import tvm
from tvm.relax.frontend import nn

class Net(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(3, 16, kernel_size=3, padding=1)
    def forward(self, x):
        return self.conv(x)

print("exporting Net")
mod, params = Net().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 1, 28, 28), "float32")}})
mod.show()
