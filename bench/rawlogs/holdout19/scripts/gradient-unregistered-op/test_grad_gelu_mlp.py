# cause: gradient-unregistered-op
# expect: Attribute FPrimalGradient has not been registered for relax\.nn\.gelu
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((4, 32), "float32"), w0: R.Tensor((32, 64), "float32"), w1: R.Tensor((64, 1), "float32")):
        with R.dataflow():
            h = R.matmul(x, w0)
            a = R.nn.gelu(h)
            o = R.matmul(a, w1)
            loss = R.sum(o)
            R.output(loss)
        return loss


def test_mlp_gradient():
    after = relax.transform.Gradient("main", require_grads=[MLP["main"].params[1], MLP["main"].params[2]])(MLP)
    assert "main_adjoint" in [gv.name_hint for gv in after.get_global_vars()]
