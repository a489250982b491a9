# cause: conv2d_grad_ignores_dilation
# expect: output padding less than the strides
# capture: pytest-native
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class DilatedStem:
    @R.function
    def main(img: R.Tensor((2, 3, 32, 32), "float32"), k: R.Tensor((16, 3, 5, 5), "float32")):
        with R.dataflow():
            f = R.nn.conv2d(img, k, strides=[2, 2], padding=[4, 4, 4, 4], dilation=[3, 3])
            loss = R.sum(R.multiply(f, f))
            R.output(loss)
        return loss


def test_dilated_stem_backward():
    grad = relax.transform.Gradient("main")(DilatedStem)
    assert "main_adjoint" in [g.name_hint for g in grad.get_global_vars()]
