# cause: loss_target_not_scalar
# expect: The differentiation target must be a float scalar
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class TwoOut:
    @R.function
    def main(x: R.Tensor((4, 4), "float32"), w: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            pred = R.matmul(x, w)
            loss = R.sum(R.multiply(pred, pred))
            R.output(pred, loss)
        return (pred, loss)


def test_grad_of_loss_output():
    # return value is (pred, loss); differentiate the loss
    mod = relax.transform.Gradient("main", require_grads=[TwoOut["main"].params[1]], target_index=0)(TwoOut)
    assert "main_adjoint" in [g.name_hint for g in mod.get_global_vars()]
