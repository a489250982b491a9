# cause: gradient_target_not_scalar
# expect: must be a float scalar \(0-dim Tensor\)
# capture: pytest-short
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Loss:
    @R.function
    def main(x: R.Tensor((3, 5), "float32"), w: R.Tensor((5, 2), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            l = R.mean(h, axis=[0, 1], keepdims=True)
            R.output(l)
        return l


def test_grad_mean_loss():
    mod = relax.transform.Gradient("main", require_grads=Loss["main"].params[1])(Loss)
    assert "main_adjoint" in str(mod.get_global_vars())
