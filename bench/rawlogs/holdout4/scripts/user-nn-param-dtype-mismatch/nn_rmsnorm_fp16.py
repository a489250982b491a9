# cause: user-nn-param-dtype-mismatch
# expect: which is other than the input data's dtype T\.float16
# capture: stderr
import tvm
from tvm.relax.frontend import nn


class Decoder(nn.Module):
    def __init__(self, hidden):
        self.norm = nn.RMSNorm(hidden, axes=-1)

    def forward(self, x):
        return self.norm(x)


mod, params = Decoder(64).export_tvm({"forward": {"x": nn.spec.Tensor((1, 7, 64), "float16")}})
