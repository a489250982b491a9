# cause: gradient-target-not-scalar
# expect: R\.Tensor\(\(1, 1\), dtype="float32"\)
# capture: pytest-line
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MSE:
    @R.function
    def main(pred: R.Tensor((4, 10), "float32"), tgt: R.Tensor((4, 10), "float32")):
        with R.dataflow():
            d = R.subtract(pred, tgt)
            sq = R.multiply(d, d)
            loss = R.mean(sq, axis=[0, 1], keepdims=True)
            R.output(loss)
        return loss


def test_mse_gradient():
    relax.transform.Gradient("main", require_grads=MSE["main"].params[0])(MSE)
