# cause: nn_interpolate_scale_factor_symbolic
# expect: not 'Mul'
# capture: pytest-short
import numpy as np
import pytest
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Resizer(nn.Module):
    def forward(self, img):
        return op.interpolate(img, scale_factor=(1.5, 2.0), mode="bilinear", align_corners=False)


@pytest.mark.parametrize("dtype", ["float32"])
def test_dynamic_bilinear_upscale(dtype):
    mod, _ = Resizer().export_tvm(
        spec={"forward": {"img": spec.Tensor((2, 3, "H", "W"), dtype)}}
    )
    ex = tvm.compile(mod, target="llvm")
    assert ex is not None
