# cause: conv1d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class TemporalConv(nn.Module):
    def __init__(self):
        self.conv = nn.Conv1D(80, 256, kernel_size=3, stride=0, padding=1)

    def forward(self, mel):
        return nn.op.silu(self.conv(mel))

print("exporting TemporalConv")
mod, _ = TemporalConv().export_tvm(spec={"forward": {"mel": nn.spec.Tensor((1, 80, 3000), "float32")}})
