# cause: conv_transpose_zero_stride_misleading
# expect: output padding less than the strides
# capture: combined
import tvm
from tvm.relax.frontend import nn

class Dec(nn.Module):
    def __init__(self):
        self.up = nn.ConvTranspose1D(8, 4, kernel_size=3, stride=0)
    def forward(self, x):
        return self.up(x)

print("exporting decoder")
Dec().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 8, 32), "float32")}})
