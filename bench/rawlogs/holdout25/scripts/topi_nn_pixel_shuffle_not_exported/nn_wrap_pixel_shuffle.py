# cause: topi_nn_pixel_shuffle_not_exported
# expect: AttributeError
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec
from tvm.relax.frontend.nn.core import wrap_nested


class ESPCNTail(nn.Module):
    def __init__(self, ch=8, r=3):
        self.r = r
        self.conv = nn.Conv2D(ch, 3 * r * r, 3, padding=1)

    def forward(self, x):
        y = self.conv(x)
        return wrap_nested(relax.op.nn.pixel_shuffle(y._expr, self.r), name="pixel_shuffle")


def test_espcn_tail_compiles():
    mod, _ = ESPCNTail().export_tvm(spec={"forward": {"x": spec.Tensor((1, 8, "h", "w"), "float32")}})
    ex = tvm.compile(mod, "llvm")
    assert ex is not None
