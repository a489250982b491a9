# cause: gradient-unregistered-op
# expect: gather_elements
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class NLL:
    @R.function
    def main(logits: R.Tensor((4, 10), "float32"), label: R.Tensor((4, 1), "int64")):
        with R.dataflow():
            lsm = R.nn.log_softmax(logits, axis=-1)
            picked = R.gather_elements(lsm, label, axis=1)
            loss = R.negative(R.mean(picked))
            R.output(loss)
        return loss


def test_nll_via_gather_elements():
    after = relax.transform.Gradient("main", require_grads=NLL["main"].params[0])(NLL)
    after.show()
