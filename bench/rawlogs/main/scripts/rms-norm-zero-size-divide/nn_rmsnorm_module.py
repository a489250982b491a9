# cause: rms-norm-zero-size-divide
# expect: _nn_rms_norm[\s\S]*Divide by zero
# capture: combined
import warnings

import tvm
from tvm import relax
from tvm.relax.frontend import nn

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

class Decoder(nn.Module):
    def __init__(self):
        self.norm = nn.RMSNorm(0, axes=-1, bias=False)

    def forward(self, x: nn.Tensor):
        return self.norm(x)


mod, params = Decoder().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 0), "float32")}})

ex = tvm.compile(mod, target="llvm")
