# cause: gradient-target-not-scalar
# expect: differentiation target must be a float scalar
# capture: pytest-short
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class TwoLoss:
    @R.function
    def main(x: R.Tensor((2, 4), "float32"), w: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            l1 = R.sum(h)
            l2 = R.mean(h, axis=[0])
            R.output(l1, l2)
        return l2


@pytest.mark.parametrize("which", [1])
def test_gradient_wrt_weight(which):
    params = TwoLoss["main"].params
    relax.transform.Gradient("main", require_grads=[params[which]])(TwoLoss)
